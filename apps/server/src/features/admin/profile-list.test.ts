import { apiRoute, STATUS_APPROVED } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { listProfiles, setStatus } from '../../test/admin-support.js';
import { makeAdmin, makeMember, NEW_PROFILE } from '../../test/members.js';
import { useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

const idsOf = (body: { rows: { profile_id: number }[] }) => body.rows.map((row) => row.profile_id);

let datesUsed = 0;
/** A date of birth no other test of this file uses, so a filter on it finds only this test's members. */
function uniqueBirthDate(): { iso: string; loose: string } {
  datesUsed += 1;
  const [year, month, day] = [1970 + datesUsed, (datesUsed % 12) + 1, (datesUsed % 28) + 1];
  const two = (n: number) => String(n).padStart(2, '0');
  return { iso: `${year}-${two(month)}-${two(day)}`, loose: `${year}-${month}-${day}` };
}

describe('POST /api/admin/profile/list/{page}', () => {
  it('lists every profile of any status, newest first, 20 a page, with the admin row', async () => {
    const admin = await makeAdmin(ctx);
    const born = uniqueBirthDate();
    const members = [];
    for (let i = 0; i < 22; i += 1) {
      members.push(
        await makeMember(ctx, {
          ...NEW_PROFILE,
          domain: i % 2 === 0 ? 'varmala' : 'tamilmala',
          basic: {
            date_of_birth: born.iso,
            name: `Name${i}`,
            gender: i % 3 === 0 ? 'Male' : 'Female',
            // What no row may carry (below).
            mobiles: ['9876500001', '9876500002'],
            address: '12 Station Road',
          },
        }),
      );
    }
    const newestFirst = members.map((m) => m.profileId).reverse();
    await setStatus(ctx, admin, members[0]?.profileId ?? 0, 500);
    await setStatus(ctx, admin, members[1]?.profileId ?? 0, STATUS_APPROVED);

    const first = await listProfiles(ctx, admin, { date_of_birth: born.iso }, 1);
    expect(first.statusCode).toBe(200);
    expect(first.json().count).toBe(22);
    expect(idsOf(first.json())).toEqual(newestFirst.slice(0, 20));
    const second = (await listProfiles(ctx, admin, { date_of_birth: born.iso }, 2)).json();
    expect(second.count).toBe(22);
    expect(idsOf(second)).toEqual(newestFirst.slice(20));
    expect(second.rows[1]).toEqual({
      profile_id: members[0]?.profileId,
      mid: members[0]?.mid,
      name: 'Name0',
      surname: 'Kulkarni',
      gender: 'Male',
      dob: born.iso,
      city: 'Belagavi',
      domain: 'varmala',
      status: 500,
      status_label: 'Rejected',
      is_featured: false,
      featured_consent: false,
      pending_changes: null,
      refusal: { reason: 'incomplete', note: null, at: expect.any(String), undo_until: expect.any(String) },
      registered_by_operator: false,
      paused_for: null,
    });
    expect(second.rows[0]).toMatchObject({ mid: expect.stringMatching(/^MF\d+$/), status_label: 'Approved' });
    expect(first.json().rows[0]).toMatchObject({
      domain: 'tamilmala',
      surname: 'Iyer',
      status_label: 'Unverified',
    });
    // Nothing private is in a row.
    expect(first.body).not.toContain('9876500001');
    expect(first.body).not.toContain('Station Road');

    expect((await listProfiles(ctx, admin, { date_of_birth: born.iso }, 3)).json()).toEqual({
      rows: [],
      count: 22,
    });

    // Without filters: everything in the database, the newest first.
    const all = (await listProfiles(ctx, admin, {}, 1)).json();
    expect(all.count).toBeGreaterThanOrEqual(22);
    expect(all.rows[0].profile_id).toBe(newestFirst[0]);
    expect(all.rows).toHaveLength(20);
  });

  it('filters by domain, member id and date of birth, each one value or a list, combined', async () => {
    const admin = await makeAdmin(ctx);
    const born = uniqueBirthDate();
    const otherDay = uniqueBirthDate();
    const bride = await makeMember(ctx, { ...NEW_PROFILE, basic: { date_of_birth: born.iso } });
    const groom = await makeMember(ctx, {
      ...NEW_PROFILE,
      basic: { date_of_birth: born.iso, gender: 'Male' },
    });
    const tamil = await makeMember(ctx, {
      ...NEW_PROFILE,
      domain: 'tamilmala',
      basic: { date_of_birth: born.iso },
    });
    const later = await makeMember(ctx, { ...NEW_PROFILE, basic: { date_of_birth: otherDay.iso } });
    const list = async (filters: object) => {
      const response = await listProfiles(ctx, admin, filters);
      expect(response.statusCode, JSON.stringify(filters)).toBe(200);
      return response.json();
    };

    // Date of birth, with or without leading zeros, one or several.
    expect(idsOf(await list({ date_of_birth: born.loose }))).toEqual([
      tamil.profileId,
      groom.profileId,
      bride.profileId,
    ]);
    expect(idsOf(await list({ date_of_birth: [born.iso, otherDay.loose] }))).toEqual([
      later.profileId,
      tamil.profileId,
      groom.profileId,
      bride.profileId,
    ]);

    // Domain.
    expect(idsOf(await list({ date_of_birth: born.iso, domain: 'tamilmala' }))).toEqual([tamil.profileId]);
    expect(idsOf(await list({ date_of_birth: born.iso, domain: ['varmala'] }))).toEqual([
      groom.profileId,
      bride.profileId,
    ]);
    const tamilOnly = await list({ domain: 'tamilmala' });
    expect(tamilOnly.rows.every((row: { domain: string }) => row.domain === 'tamilmala')).toBe(true);

    // Member id: exact, in any case, or only its number.
    expect(idsOf(await list({ mid: bride.mid }))).toEqual([bride.profileId]);
    expect(idsOf(await list({ mid: ` ${groom.mid.toLowerCase()} ` }))).toEqual([groom.profileId]);
    expect(idsOf(await list({ mid: groom.mid.slice(2) }))).toEqual([groom.profileId]);
    expect(idsOf(await list({ mid: [bride.mid, tamil.mid] }))).toEqual([tamil.profileId, bride.profileId]);
    expect(await list({ mid: 'MF' })).toEqual({ rows: [], count: 0 });
    expect(await list({ mid: '%' })).toEqual({ rows: [], count: 0 });

    // Filters combine: all must hold.
    expect(await list({ mid: bride.mid, domain: 'tamilmala' })).toEqual({ rows: [], count: 0 });
    expect(idsOf(await list({ mid: bride.mid, date_of_birth: born.iso, domain: 'varmala' }))).toEqual([
      bride.profileId,
    ]);

    // Empty values are no filter, as the form sends them when nothing is chosen.
    const unfiltered = await list({});
    expect((await list({ domain: '', date_of_birth: [], mid: '  ' })).count).toBe(unfiltered.count);
    expect((await list({ domain: null, date_of_birth: null, mid: null })).count).toBe(unfiltered.count);
  });

  it('refuses filters that are not valid with 400', async () => {
    const admin = await makeAdmin(ctx);
    for (const filters of [
      { domain: 'elsewhere' },
      { date_of_birth: '1990-02-30' },
      { date_of_birth: '1990-13-01' },
      { date_of_birth: '1990-3' },
      { date_of_birth: 19900301 },
      { mid: 'M'.repeat(21) },
      { mid: Array.from({ length: 21 }, (_, i) => `MM${i}`) },
    ]) {
      const response = await listProfiles(ctx, admin, filters);
      expect(response.statusCode, JSON.stringify(filters)).toBe(400);
      expect(response.json()).toMatchObject({ Status: 'Error', code: 'VALIDATION_FAILED' });
    }
    for (const page of ['0', 'x', '-1']) {
      const response = await ctx.app.inject({
        ...apiRoute('adminProfileList', { page }),
        headers: { authorization: `Bearer ${admin.token}` },
        payload: {},
      });
      expect(response.statusCode, page).toBe(400);
    }
  });
});
