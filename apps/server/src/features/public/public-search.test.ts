import { apiRoute, birthYears } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.js';
import { profiles } from '../../db/schema.js';
import { type Member, type MemberOptions, makeMember } from '../../test/members.js';
import { setPrivacy } from '../../test/privacy-support.js';
import { uniqueIp, useTestApp } from '../../test/test-app.js';

const MINUTE = 60_000;
const ctx = useTestApp({
  domainHosts: new Map([['tamilmala.test', 'tamilmala' as const]]),
  rateLimits: { ...DEFAULT_RATE_LIMITS, publicSearchPerIp: { limit: 3, windowMs: 15 * MINUTE } },
});

// Each test has a date of its own: the file's database is shared by its tests.
const year = (index: number) => birthYears()[index] as number;

function publicSearch(body: object, options: { host?: string; ip?: string } = {}) {
  return ctx.app.inject({
    ...apiRoute('publicSearch'),
    remoteAddress: options.ip ?? uniqueIp(),
    headers: options.host ? { host: options.host } : {},
    payload: body,
  });
}

function bornOn(date: string, extra: Omit<MemberOptions, 'steps'> = {}): Promise<Member> {
  return makeMember(ctx, { ...extra, basic: { date_of_birth: date, ...extra.basic } });
}

describe('POST /api/public-profile', () => {
  it("answers the site's Approved profiles born on the date with name, gender and city only", async () => {
    const date = `${year(3)}-03-05`;
    const bride = await bornOn(date, { basic: { name: 'Anjali', city: 'Hubballi' } });
    const groom = await bornOn(date, { gender: 'Male', basic: { name: 'Bharat', city: 'Pune' } });
    await bornOn(date, { status: 0, basic: { name: 'Chitra' } });
    await bornOn(date, { status: 10, basic: { name: 'Deepa' } });
    await bornOn(date, { status: 300, basic: { name: 'Esha' } });
    await bornOn(date, { gender: 'Male', status: 500, basic: { name: 'Farhan' } });
    await bornOn(date, { domain: 'tamilmala', basic: { name: 'Gowri' } });
    await bornOn(`${year(3)}-03-06`, { basic: { name: 'Hema' } });

    // The spec's client sends the date without leading zeros.
    const response = await publicSearch({ date_of_birth: `${year(3)}-3-5`, domain: 'varmala' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { name: 'Anjali', gender: 'Female', city: 'Hubballi' },
      { name: 'Bharat', gender: 'Male', city: 'Pune' },
    ]);
    for (const secret of [
      ...bride.secrets.mobiles,
      bride.secrets.email,
      groom.secrets.birthTime,
      bride.mid,
    ]) {
      expect(response.body).not.toContain(secret);
    }

    // Leading zeros are read the same way.
    expect((await publicSearch({ date_of_birth: date })).json()).toHaveLength(2);
  });

  it('searches the domain of the site it is asked on, whatever domain the body names', async () => {
    const date = `${year(4)}-11-20`;
    await bornOn(date, { basic: { name: 'Ira' } });
    await bornOn(date, { domain: 'tamilmala', basic: { name: 'Janani' } });

    const tamil = await publicSearch(
      { date_of_birth: date, domain: 'tamilmala' },
      { host: 'tamilmala.test' },
    );
    expect(tamil.json()).toEqual([{ name: 'Janani', gender: 'Female', city: 'Belagavi' }]);

    const varmala = await publicSearch(
      { date_of_birth: date, domain: 'tamilmala' },
      { host: 'varmala.test' },
    );
    expect(varmala.json()).toEqual([{ name: 'Ira', gender: 'Female', city: 'Belagavi' }]);
  });

  it('leaves out a profile whose owner asked to stay off the list, until they ask to be on it again', async () => {
    const date = `${year(9)}-08-15`;
    await bornOn(date, { basic: { name: 'Lata' } });
    const shy = await bornOn(date, { basic: { name: 'Meera' } });
    const names = async () =>
      (await publicSearch({ date_of_birth: date })).json<{ name: string }[]>().map((row) => row.name);
    expect(await names()).toEqual(['Lata', 'Meera']);

    const off = await setPrivacy(ctx, shy, { public_dob_listing: false });
    expect(off.statusCode).toBe(200);
    expect(await names()).toEqual(['Lata']);

    await setPrivacy(ctx, shy, { public_dob_listing: true });
    expect(await names()).toEqual(['Lata', 'Meera']);
  });

  it('answers an empty list for a date nobody has, and null for a missing city', async () => {
    expect((await publicSearch({ date_of_birth: `${year(5)}-1-1` })).json()).toEqual([]);

    const date = `${year(6)}-7-9`;
    const member = await bornOn(`${year(6)}-07-09`, { basic: { name: 'Kavya' } });
    await ctx.database.db.update(profiles).set({ city: ' ' }).where(eq(profiles.id, member.profileId));
    expect((await publicSearch({ date_of_birth: date })).json()).toEqual([
      { name: 'Kavya', gender: 'Female', city: null },
    ]);
  });

  it('refuses a missing or impossible date and an unknown domain', async () => {
    for (const body of [
      {},
      { date_of_birth: '' },
      { date_of_birth: '2001-2-30' },
      { date_of_birth: '5-3-1998' },
      { date_of_birth: '1998-13-1' },
      { date_of_birth: "1998-1-1' or 1=1" },
      { date_of_birth: '1998-1-1', domain: 'elsewhere' },
    ]) {
      const response = await publicSearch(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ Status: 'Error', code: 'VALIDATION_FAILED' });
    }
  });

  it('answers 429 to an address past its limit, and other addresses still get answers', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await publicSearch({ date_of_birth: `${year(7)}-1-${i + 1}` }, { ip })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await publicSearch({ date_of_birth: `${year(7)}-2-1` }, { ip });
    expect(refused.json()).toMatchObject({ Status: 'Error', code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await publicSearch({ date_of_birth: `${year(7)}-2-1` })).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 network as one, so a phone cannot step round the limit', async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const ip = `${network}::${(i + 1).toString(16)}`;
      statuses.push((await publicSearch({ date_of_birth: `${year(8)}-1-${i + 1}` }, { ip })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
