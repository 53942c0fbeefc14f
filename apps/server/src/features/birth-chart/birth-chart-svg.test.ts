import { apiRoute, RAASI_VALUES } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { type Member, makeMember } from '../../test/members.js';
import { type TestMember, useTestApp } from '../../test/test-app.js';
import { grantSubscription, send } from '../../test/trust/trust-support.js';

const ctx = useTestApp();

const PUNE = 1259229;
/** Midnight of 29 February in Pune, and a place and time the sky at birth is computed from. */
const BIRTH = { birth_place: 'Pune', birth_place_id: PUNE, birth_time: '12:00 AM' };

const chartOf = (who: TestMember | null, of: Member, query = '') =>
  send(ctx, who, {
    method: 'GET',
    url: `${apiRoute('birthChartSvg', { userId: of.userId }).url}${query ? `?${query}` : ''}`,
  });

const bride = (options: Parameters<typeof makeMember>[1] = {}) =>
  makeMember(ctx, {
    gender: 'Female',
    basic: { date_of_birth: '2000-02-29' },
    horoscope: BIRTH,
    ...options,
  });

/** The texts of an SVG and where they stand. */
function textsOf(svg: string): { x: number; y: number; text: string }[] {
  return [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)<\/text>/g)].map((match) => ({
    x: Number(match[1]),
    y: Number(match[2]),
    text: match[3] as string,
  }));
}

/** The computed sky of the bride's birth, to check the chart against. */
async function skyOf(who: TestMember) {
  const response = await send(ctx, who, {
    ...apiRoute('computeHoroscope'),
    payload: { date_of_birth: '2000-02-29', birth_time: '00:00', place_id: PUNE },
  });
  return response.json<{ lagna: { raasi: string }; moon: { raasi: string } }>();
}

describe('GET /api/profile/{userId}/chart.svg', () => {
  it('draws the owner her South Indian chart: each body in its fixed raasi, nothing that runs', async () => {
    const owner = await bride();
    const response = await chartOf(owner, owner, 'style=south&lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/script-src|unsafe-eval/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).not.toMatch(/<script|on\w+=|href=/i);
    expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);

    // Meena at the top left, then clockwise: a raasi's cell is where its bodies are written.
    const cells = [
      [1, 0],
      [2, 0],
      [3, 0],
      [3, 1],
      [3, 2],
      [3, 3],
      [2, 3],
      [1, 3],
      [0, 3],
      [0, 2],
      [0, 1],
      [0, 0],
    ];
    const raasiAt = (x: number, y: number) =>
      RAASI_VALUES[cells.findIndex(([c, r]) => c === Math.floor(x / 90) && r === Math.floor(y / 90))];
    const texts = textsOf(response.body);
    const sky = await skyOf(owner);
    const lagna = texts.find((t) => t.text.split(' ').includes('Asc'));
    const moon = texts.find((t) => t.text.split(' ').includes('Mo'));
    expect(lagna && raasiAt(lagna.x, lagna.y)).toBe(sky.lagna.raasi);
    expect(moon && raasiAt(moon.x, moon.y)).toBe(sky.moon.raasi);
    const names = texts.flatMap((t) => t.text.split(' '));
    for (const body of ['Asc', 'Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke'])
      expect(names).toContain(body);
    expect(names).toContain('Raasi');
  });

  it('draws the North Indian diamond with the lagna on top, in Marathi and Tamil', async () => {
    const owner = await bride();
    const sky = await skyOf(owner);
    const north = await chartOf(owner, owner, 'style=north&lang=mr');
    expect(north.statusCode).toBe(200);
    const numbers = textsOf(north.body).filter((t) => /^\d+$/.test(t.text));
    expect(numbers).toHaveLength(12);
    // The first house is the top diamond: the number nearest the top of the middle line.
    const top = numbers.filter((t) => Math.abs(t.x - 180) < 1).sort((a, b) => a.y - b.y)[0];
    expect(Number(top?.text)).toBe(RAASI_VALUES.indexOf(sky.lagna.raasi as never) + 1);
    const marathi = textsOf(north.body).flatMap((t) => t.text.split(' '));
    for (const body of ['ल', 'र', 'चं', 'मं', 'बु', 'गु', 'शु', 'श', 'रा', 'के']) expect(marathi).toContain(body);

    const tamil = await chartOf(owner, owner, 'lang=ta');
    const words = textsOf(tamil.body).flatMap((t) => t.text.split(' '));
    for (const body of ['லக்', 'சூரி', 'சந்', 'செவ்', 'குரு', 'சனி', 'ராகு', 'கேது'])
      expect(words).toContain(body);
    // Without a style, the varmala site's diamond.
    expect(textsOf(tamil.body).filter((t) => /^\d+$/.test(t.text))).toHaveLength(12);
  });

  it('shows it to a subscriber only once a download showed him the birth time', async () => {
    const owner = await bride();
    const subscriber = await makeMember(ctx, { gender: 'Male' });
    await grantSubscription(ctx, subscriber);
    const member = await makeMember(ctx, { gender: 'Male' });

    const before = await chartOf(subscriber, owner);
    expect(before.statusCode).toBe(403);
    expect(before.json().message_key).toBe('notDownloaded');
    expect((await chartOf(member, owner)).statusCode).toBe(403);
    expect((await chartOf(null, owner)).statusCode).toBe(401);

    const download = await send(ctx, subscriber, apiRoute('downloadProfile', { profileId: owner.profileId }));
    expect(download.json().birth_time).toBe('12:00 AM');
    const after = await chartOf(subscriber, owner, 'style=south');
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<svg');
    // The other member has seen no birth time: still refused, and nothing of the chart in the answer.
    const refused = await chartOf(member, owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('<svg');

    // Kept for accepted interests from now on: the download no longer shows him the time.
    expect(
      (await send(ctx, owner, { ...apiRoute('updatePrivacy'), payload: { contact_visibility: 'accepted' } }))
        .statusCode,
    ).toBe(200);
    expect((await chartOf(subscriber, owner)).statusCode).toBe(403);
  });

  it('answers 404 for a profile the viewer may not see, and for one without a place from the list', async () => {
    const owner = await bride();
    const tamil = await makeMember(ctx, { gender: 'Male', domain: 'tamilmala' });
    await grantSubscription(ctx, tamil);
    expect((await chartOf(tamil, owner)).statusCode).toBe(404);

    const typedOnly = await bride({ horoscope: { ...BIRTH, birth_place_id: null } });
    const none = await chartOf(typedOnly, typedOnly);
    expect(none.statusCode).toBe(404);
    expect(none.json().message_key).toBe('noBirthChart');

    const badStyle = await chartOf(owner, owner, 'style=east');
    expect(badStyle.statusCode).toBe(400);
    expect((await chartOf(owner, owner, 'lang=fr')).statusCode).toBe(400);
  });
});

describe('GET /api/profile/view/{profileId}/chart.svg', () => {
  const chartByProfile = (who: TestMember | null, of: Member) =>
    send(ctx, who, apiRoute('profileChartSvg', { profileId: of.profileId }));

  it('is the same chart by the profile id, under the same rule: the owner, then a subscriber after a download', async () => {
    const owner = await bride();
    const own = await chartByProfile(owner, owner);
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe((await chartOf(owner, owner)).body);
    expect(own.headers['content-security-policy']).toContain("default-src 'none'");

    const subscriber = await makeMember(ctx, { gender: 'Male' });
    await grantSubscription(ctx, subscriber);
    expect((await chartByProfile(subscriber, owner)).statusCode).toBe(403);
    expect((await chartByProfile(null, owner)).statusCode).toBe(401);
    await send(ctx, subscriber, apiRoute('downloadProfile', { profileId: owner.profileId }));
    expect((await chartByProfile(subscriber, owner)).statusCode).toBe(200);

    const stranger = await makeMember(ctx, { gender: 'Male', domain: 'tamilmala' });
    await grantSubscription(ctx, stranger);
    expect((await chartByProfile(stranger, owner)).statusCode).toBe(404);
    const missing = await send(ctx, owner, apiRoute('profileChartSvg', { profileId: 987654 }));
    expect(missing.statusCode).toBe(404);
  });
});
