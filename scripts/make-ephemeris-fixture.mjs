#!/usr/bin/env node
import { writeFileSync } from 'node:fs';
// Writes apps/server/src/lib/birth-sky/fixtures/swiss-ephemeris.json: births across India over
// 1930-2030 and the edge cases, with the Swiss Ephemeris' sidereal (SE_SIDM_LAHIRI) longitudes, as
// the reference the accuracy test holds our computation to. sweph is not a dependency: run it once
//
//   dir=$(mktemp -d) && (cd "$dir" && npm init -y >/dev/null && npm install --no-save sweph@2.10.3-b-1)
//   NODE_PATH="$dir/node_modules" node scripts/make-ephemeris-fixture.mjs
//
// Local times in India become UTC by India's own table below (not by the time zone database the
// server uses), so the test checks that too. Births abroad use the IANA zone through Intl.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const sweph = require('sweph');
const C = sweph.constants;
sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
// Without ephemeris files the Swiss Ephemeris uses its built-in Moshier theory (0.1" planets, 3" Moon).
const FLAGS = C.SEFLG_MOSEPH | C.SEFLG_SIDEREAL;
const out = new URL('../apps/server/src/lib/birth-sky/fixtures/swiss-ephemeris.json', import.meta.url);

const PLACES = [
  ['Pune', 18.5196, 73.8554],
  ['Mumbai', 19.0728, 72.8826],
  ['Chennai', 13.0878, 80.2785],
  ['Tiruchirappalli', 10.8155, 78.6965],
  ['Madurai', 9.9195, 78.1193],
  ['Nagpur', 21.1463, 79.0885],
  ['Kolhapur', 16.6956, 74.2317],
  ['Delhi', 28.6519, 77.2315],
  ['Kolkata', 22.5626, 88.363],
  ['Guwahati', 26.1806, 91.7539],
  ['Srinagar', 34.0837, 74.7973],
  ['Kanyakumari', 8.0883, 77.5385],
  ['Bhuj', 23.2533, 69.6693],
  ['Port Blair', 11.6683, 92.7378],
  ['Coimbatore', 11.0055, 76.9661],
];
const BY_NAME = Object.fromEntries(PLACES.map(([name, lat, lon]) => [name, { lat, lon }]));

/** India's clocks: +05:30, and +06:30 from 1941-10-01 to 1942-05-15 and 1942-09-01 to 1945-10-15. */
function indiaOffsetMinutes(wallMs) {
  const at = (y, m, d) => Date.UTC(y, m - 1, d);
  const war =
    (wallMs >= at(1941, 10, 1) && wallMs < at(1942, 5, 15)) ||
    (wallMs >= at(1942, 9, 1) && wallMs < at(1945, 10, 15));
  return war ? 390 : 330;
}

function offsetByIntl(utcMs, tz) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(utcMs))
      .map((p) => [p.type, p.value]),
  );
  return (
    (Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second) - utcMs) /
    60000
  );
}

let seed = 20260557;
const random = () => {
  seed = (seed * 48271) % 2147483647;
  return seed / 2147483647;
};
const pad = (n) => String(n).padStart(2, '0');

function twelveHour(hour, minute) {
  const meridiem = hour < 12 ? 'AM' : 'PM';
  return `${pad(hour % 12 === 0 ? 12 : hour % 12)}:${pad(minute)} ${meridiem}`;
}

function entry(label, date, time24, place, tz = 'Asia/Kolkata') {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time24.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let utc;
  if (tz === 'Asia/Kolkata') utc = wall - indiaOffsetMinutes(wall) * 60000;
  else {
    utc = wall - offsetByIntl(wall, tz) * 60000;
    utc = wall - offsetByIntl(utc, tz) * 60000;
  }
  const when = new Date(utc);
  const jd = sweph.julday(
    when.getUTCFullYear(),
    when.getUTCMonth() + 1,
    when.getUTCDate(),
    when.getUTCHours() + when.getUTCMinutes() / 60 + when.getUTCSeconds() / 3600,
    C.SE_GREG_CAL,
  );
  const lon = (body) => sweph.calc_ut(jd, body, FLAGS).data[0];
  const r6 = (x) => Math.round(x * 1e6) / 1e6;
  const rahu = lon(C.SE_MEAN_NODE);
  return {
    label,
    date_of_birth: date,
    birth_time: random() < 0.5 ? time24 : twelveHour(hh, mm),
    lat: place.lat,
    lon: place.lon,
    tz,
    utc: when.toISOString(),
    ayanamsa: r6(sweph.get_ayanamsa_ex_ut(jd, C.SEFLG_MOSEPH).data),
    moon: r6(lon(C.SE_MOON)),
    sun: r6(lon(C.SE_SUN)),
    mercury: r6(lon(C.SE_MERCURY)),
    venus: r6(lon(C.SE_VENUS)),
    mars: r6(lon(C.SE_MARS)),
    jupiter: r6(lon(C.SE_JUPITER)),
    saturn: r6(lon(C.SE_SATURN)),
    rahu: r6(rahu),
    lagna: r6(sweph.houses_ex2(jd, C.SEFLG_SIDEREAL, place.lat, place.lon, 'W').data.points[0]),
  };
}

const instants = [];
const start = Date.UTC(1930, 0, 1);
const span = Date.UTC(2030, 11, 31) - start;
for (let i = 0; i < 2000; i++) {
  const [name, lat, lon] = PLACES[Math.floor(random() * PLACES.length)];
  const wall = new Date(start + Math.floor((random() * span) / 60000) * 60000);
  const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  instants.push(
    entry(`${name} ${i}`, date, `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`, { lat, lon }),
  );
}

// Edge cases.
const edge = (label, date, time, place, tz) =>
  instants.push(entry(label, date, time, BY_NAME[place] ?? place, tz));
for (const year of [1932, 1960, 1988, 2000, 2024, 2028]) {
  edge(`midnight, 29 February ${year}`, `${year}-02-29`, '00:00', 'Chennai');
  edge(`last minute of 29 February ${year}`, `${year}-02-29`, '23:59', 'Pune');
}
edge('midnight, new year 1950', '1950-01-01', '00:00', 'Mumbai');
edge('noon', '1975-06-15', '12:00', 'Madurai');
for (const [date, time] of [
  ['1942-01-10', '06:15'],
  ['1942-07-01', '08:00'],
  ['1943-06-01', '10:30'],
  ['1944-12-25', '23:45'],
  ['1945-10-14', '20:00'],
]) {
  edge(`war time ${date}`, date, time, 'Kolkata');
}
for (const [date, time, place, tz] of [
  ['1985-03-12', '14:20', { lat: 51.5085, lon: -0.1257 }, 'Europe/London'],
  ['1999-07-04', '07:05', { lat: 40.7143, lon: -74.006 }, 'America/New_York'],
  ['2010-11-30', '21:40', { lat: 1.2897, lon: 103.8501 }, 'Asia/Singapore'],
  ['1990-05-20', '03:30', { lat: 25.0772, lon: 55.3093 }, 'Asia/Dubai'],
  ['2005-01-15', '16:00', { lat: -33.8679, lon: 151.2073 }, 'Australia/Sydney'],
]) {
  edge(`born abroad, ${tz}`, date, time, place, tz);
}

// Times within minutes of a padham change: the Moon crosses a multiple of 3°20' between two minutes.
for (let found = 0, tries = 0; found < 12 && tries < 5000; tries++) {
  const [name, lat, lon] = PLACES[Math.floor(random() * PLACES.length)];
  const wall = start + Math.floor((random() * span) / 60000) * 60000;
  const date = (ms) => {
    const w = new Date(ms);
    return `${w.getUTCFullYear()}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`;
  };
  const time = (ms) => {
    const w = new Date(ms);
    return `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;
  };
  const a = entry('probe', date(wall), time(wall), { lat, lon });
  const padhamOf = (moon) => Math.floor((moon * 108) / 360);
  const toNext = (((padhamOf(a.moon) + 1) * 10) / 3 - a.moon) / (0.55 / 60); // minutes, roughly
  if (toNext > 30) continue;
  const near = wall + Math.round(toNext) * 60000;
  for (const shift of [-2, 2]) {
    instants.push(
      entry(`near a padham change, ${name}`, date(near + shift * 60000), time(near + shift * 60000), {
        lat,
        lon,
      }),
    );
  }
  found++;
}

writeFileSync(out, `[\n${instants.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`);
console.log(
  `${instants.length} instants from the Swiss Ephemeris ${sweph.version()} (Moshier), SE_SIDM_LAHIRI`,
);
