import { apiRoute } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { birthPositions } from '../../lib/birth-sky/birth-chart.js';
import { wallTimeToUtc } from '../../lib/birth-sky/local-time.js';
import { makeMember } from '../../test/members.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

const compute = (who: TestMember | undefined, payload: Record<string, unknown>) =>
  ctx.app.inject({
    ...apiRoute('computeHoroscope'),
    payload,
    ...(who ? { headers: bearer(who.token) } : {}),
  });

const PUNE = 1259229;

describe('POST /api/horoscope/compute', () => {
  it('answers a member the sidereal sky, the star, padham and raasi in our own values', async () => {
    const member = await makeMember(ctx);
    const response = await compute(member, {
      date_of_birth: '1990-05-12',
      birth_time: '10:30 AM',
      place_id: PUNE,
    });
    expect(response.statusCode).toBe(200);
    const chart = response.json();
    expect(chart.ayanamsa).toBe('lahiri');
    expect(chart.ayanamsa_degrees).toBeCloseTo(23.72, 1);
    expect(Object.keys(chart.planets).sort()).toEqual(
      ['jupiter', 'ketu', 'mars', 'mercury', 'rahu', 'saturn', 'sun', 'venus'].sort(),
    );
    const { longitude, birth_star, padham, raasi } = chart.moon;
    expect(longitude).toBeGreaterThanOrEqual(0);
    expect(longitude).toBeLessThan(360);
    const padhamAt = Math.floor(longitude / (10 / 3));
    expect(padham).toBe((padhamAt % 4) + 1);
    expect(typeof birth_star).toBe('string');
    expect(typeof raasi).toBe('string');
    expect(chart.planets.ketu.longitude).toBeCloseTo((chart.planets.rahu.longitude + 180) % 360, 5);
    expect(chart.mars_house.from_lagna).toBeGreaterThanOrEqual(1);
    expect(chart.mars_house.from_moon).toBeLessThanOrEqual(12);
  });

  it('answers the same birth asked again with the same JSON, as the schema writes it', async () => {
    const member = await makeMember(ctx);
    const moment = { date_of_birth: '1991-07-04', birth_time: '06:05 PM', place_id: PUNE };
    const first = await compute(member, moment);
    const again = await compute(member, moment);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.body).toBe(first.body);
    expect(Object.keys(again.json()).sort()).toEqual(
      [
        'ayanamsa',
        'ayanamsa_degrees',
        'changes_near',
        'lagna',
        'mars_dosham',
        'mars_house',
        'moon',
        'planets',
      ].sort(),
    );
  });

  it('takes a 24-hour time, or latitude, longitude and time zone, and reads India +06:30 in 1943', async () => {
    const member = await makeMember(ctx);
    const byPlace = (
      await compute(member, { date_of_birth: '1943-06-01', birth_time: '10:30 AM', place_id: PUNE })
    ).json();
    const byPosition = await compute(member, {
      date_of_birth: '1943-06-01',
      birth_time: '10:30',
      lat: 18.51957,
      lon: 73.85535,
      tz: 'Asia/Kolkata',
    });
    expect(byPosition.statusCode).toBe(200);
    expect(byPosition.json().moon.longitude).toBeCloseTo(byPlace.moon.longitude, 3);
    // 04:00 UTC, as +06:30 reads 10:30: the same sky as 09:30 at +05:30 would have given.
    const asUtc = (
      await compute(member, {
        date_of_birth: '1943-06-01',
        birth_time: '04:00',
        lat: 18.51957,
        lon: 73.85535,
        tz: 'UTC',
      })
    ).json();
    expect(asUtc.moon.longitude).toBeCloseTo(byPlace.moon.longitude, 5);
  });

  it("says whether Mars gives the dosham as the member's site counts it", async () => {
    // A birth with Mars in the 2nd house from the lagna or the Moon and in no house that both
    // sites count: chevvai dosham on the Tamil site, no mangal dosh on the Marathi one.
    const pune = { latitude: 18.51957, longitude: 73.85535, timeZone: 'Asia/Kolkata' };
    let found: { date: string; time: string } | undefined;
    for (let day = 1; day <= 28 && !found; day++) {
      for (let hour = 0; hour < 24 && !found; hour += 2) {
        const date = `1985-03-${String(day).padStart(2, '0')}`;
        const time = `${String(hour).padStart(2, '0')}:00`;
        const houses = birthPositions(
          wallTimeToUtc(Date.parse(`${date}T${time}:00Z`), pune.timeZone),
          pune,
        ).mars_house;
        const both = [houses.from_lagna, houses.from_moon];
        if (both.includes(2) && both.every((house) => ![1, 4, 7, 8, 12].includes(house)))
          found = { date, time };
      }
    }
    if (!found) throw new Error('no birth with Mars in the 2nd house alone in March 1985');
    const moment = { date_of_birth: found.date, birth_time: found.time, place_id: PUNE };
    const tamil = (await compute(await makeMember(ctx, { domain: 'tamilmala' }), moment)).json();
    const marathi = (await compute(await makeMember(ctx, { domain: 'varmala' }), moment)).json();
    expect(tamil.mars_house).toEqual(marathi.mars_house);
    expect(tamil.mars_dosham).toBe(true);
    expect(marathi.mars_dosham).toBe(false);
  });

  it('names what changes within 30 minutes, and when', async () => {
    const member = await makeMember(ctx);
    // The Moon enters Krittika (and Vrishabha's neighbour padham) near here; scan a day for a change.
    let seen = false;
    for (let hour = 0; hour < 24 && !seen; hour++) {
      const time = `${String(hour).padStart(2, '0')}:15`;
      const chart = (
        await compute(member, { date_of_birth: '2001-03-03', birth_time: time, place_id: PUNE })
      ).json();
      for (const change of chart.changes_near) {
        seen = true;
        expect(['padham', 'star', 'raasi', 'lagna']).toContain(change.part);
        const at = Date.parse(change.at);
        const given = Date.parse(`2001-03-03T${time}:00+05:30`);
        expect(Math.abs(at - given)).toBeLessThanOrEqual(30 * 60_000);
      }
    }
    expect(seen).toBe(true);
  });

  it('refuses visitors, unknown places and time zones, and impossible dates with a message', async () => {
    const member = await makeMember(ctx);
    const moment = { date_of_birth: '1990-05-12', birth_time: '10:30 AM' };
    expect((await compute(undefined, { ...moment, place_id: PUNE })).statusCode).toBe(401);
    for (const payload of [
      { ...moment, place_id: 999_999_999 },
      { ...moment, lat: 18.5, lon: 73.8, tz: 'Asia/Nowhere' },
      { ...moment, lat: 18.5, lon: 73.8 },
      { ...moment, date_of_birth: '1990-02-30', place_id: PUNE },
      { ...moment, birth_time: '13:30 PM', place_id: PUNE },
      { ...moment, birth_time: '25:00', place_id: PUNE },
      // Control characters between the parts, as a pasted time may carry them.
      { ...moment, birth_time: '06:45\u000b AM', place_id: PUNE },
      { ...moment, birth_time: '06:45\u00a0AM', place_id: PUNE },
      { ...moment, birth_time: '06:45 AM\u0000', place_id: PUNE },
      { ...moment, lat: 95, lon: 73.8, tz: 'Asia/Kolkata' },
    ]) {
      const response = await compute(member, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().Message).toBeTruthy();
    }
  });
});
