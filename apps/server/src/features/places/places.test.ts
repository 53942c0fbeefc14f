import { apiRoute } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

const search = (query: string) => {
  const route = apiRoute('searchPlaces');
  return ctx.app.inject({ method: route.method, url: `${route.url}?${query}` });
};

const firstOf = async (q: string) => {
  const response = await search(`q=${encodeURIComponent(q)}`);
  expect(response.statusCode, q).toBe(200);
  return response.json()[0];
};

describe('GET /api/places', () => {
  it("answers India's places with district, state, country, position and time zone", async () => {
    const response = await search('q=Pune');
    expect(response.statusCode).toBe(200);
    const places = response.json();
    expect(places.length).toBeLessThanOrEqual(10);
    expect(places[0]).toEqual({
      place_id: 1259229,
      name: 'Pune',
      district: expect.any(String),
      state: 'Maharashtra',
      country: 'India',
      lat: expect.closeTo(18.52, 2),
      lon: expect.closeTo(73.855, 2),
      tz: 'Asia/Kolkata',
    });
  });

  it('forgives case and finds the usual spellings and the Devanagari and Tamil names', async () => {
    for (const [typed, name] of [
      ['poona', 'Pune'],
      ['PUNE', 'Pune'],
      ['पुणे', 'Pune'],
      ['Thane', 'Thāne'],
      ['thaane', 'Thāne'],
      ['Trichy', 'Tiruchirappalli'],
      ['Tiruchirapalli', 'Tiruchirappalli'],
      ['திருச்சி', 'Tiruchirappalli'],
      ['Bombay', 'Mumbai'],
      ['Madras', 'Chennai'],
    ]) {
      expect((await firstOf(typed as string)).name, typed).toBe(name);
    }
  });

  it('finds cities abroad with their time zone, and keeps to the limit', async () => {
    expect(await firstOf('London')).toMatchObject({ country: 'United Kingdom', tz: 'Europe/London' });
    expect(await firstOf('New York')).toMatchObject({ name: 'New York City', tz: 'America/New_York' });
    const three = await search('q=Ko&limit=3');
    expect(three.json()).toHaveLength(3);
    // Asked again, with another limit and then the first: each answer is its own.
    const seven = await search('q=Ko&limit=7');
    expect(seven.json()).toHaveLength(7);
    expect(seven.json().slice(0, 3)).toEqual(three.json());
    expect((await search('q=Ko&limit=3')).body).toBe(three.body);
  });

  it('refuses a missing text or a limit out of range with a message', async () => {
    for (const query of ['', 'q=', 'q=Pune&limit=0', 'q=Pune&limit=500', 'q=Pune&limit=x']) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().Message, query).toBeTruthy();
    }
  });
});
