import { randomInt } from 'node:crypto';
import { apiRoute } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { listProfiles, setStatus } from '../../test/admin-support.js';
import { type Member, makeAdmin, makeMember, NEW_PROFILE } from '../../test/members.js';
import { basicFor } from '../../test/profile-fixtures.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

const idsOf = (body: { rows: { profile_id: number }[] }) => body.rows.map((row) => row.profile_id);

let datesUsed = 0;
/** A date of birth no other test of this file uses, so a filter on it finds only this test's members. */
function uniqueBirthDate(): string {
  datesUsed += 1;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${1980 + datesUsed}-${two((datesUsed % 12) + 1)}-${two((datesUsed % 28) + 1)}`;
}

async function list(admin: TestMember, filters: object) {
  const response = await listProfiles(ctx, admin, filters);
  expect(response.statusCode, JSON.stringify(filters)).toBe(200);
  return response.json();
}

describe('POST /api/admin/profile/list/{page}: name, mobile, status and what waits', () => {
  it('finds a profile by part of its name or surname, in any case, with % and _ taken literally', async () => {
    const admin = await makeAdmin(ctx);
    const tag = `Qz${randomInt(100_000, 1_000_000)}`;
    const savitri = await makeMember(ctx, { ...NEW_PROFILE, basic: { name: `Savitri ${tag}` } });
    const deshmukh = await makeMember(ctx, {
      ...NEW_PROFILE,
      basic: { name: 'Kavya', surname: `Deshmukh${tag}` },
    });
    const other = await makeMember(ctx, { ...NEW_PROFILE, basic: { name: 'Sarita' } });

    expect(idsOf(await list(admin, { name: tag.toLowerCase() }))).toEqual([
      deshmukh.profileId,
      savitri.profileId,
    ]);
    expect(idsOf(await list(admin, { name: `  vitri ${tag.toUpperCase()} ` }))).toEqual([savitri.profileId]);
    expect(idsOf(await list(admin, { name: `deshmukh${tag}` }))).toEqual([deshmukh.profileId]);
    const sarita = await list(admin, { name: 'sarita' });
    expect(idsOf(sarita)).toContain(other.profileId);
    expect(idsOf(sarita)).not.toContain(savitri.profileId);
    // Wildcards of SQL are letters here: nobody's name holds them.
    expect(await list(admin, { name: '%' })).toEqual({ rows: [], count: 0 });
    expect(await list(admin, { name: 'S_rita' })).toEqual({ rows: [], count: 0 });
    // Combined with the other filters.
    expect(await list(admin, { name: tag, domain: 'tamilmala' })).toEqual({ rows: [], count: 0 });
  });

  it('finds a profile by its login mobile or a number on the profile, exactly', async () => {
    const admin = await makeAdmin(ctx);
    const member = (await makeMember(ctx, NEW_PROFILE)) as Member;
    await makeMember(ctx, NEW_PROFILE);
    const [contact] = member.secrets.mobiles;

    expect(idsOf(await list(admin, { mobile: member.mobile }))).toEqual([member.profileId]);
    expect(idsOf(await list(admin, { mobile: contact }))).toEqual([member.profileId]);
    const spaced = `${contact?.slice(0, 5)} ${contact?.slice(5)}`;
    expect(idsOf(await list(admin, { mobile: spaced }))).toEqual([member.profileId]);
    // Exactly: a part of the number finds nothing, and is refused as not a number.
    expect((await listProfiles(ctx, admin, { mobile: member.mobile.slice(0, 9) })).statusCode).toBe(400);
    const unknown = `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    expect((await list(admin, { mobile: unknown })).count).toBe(0);
    // Blank is no filter.
    expect((await list(admin, { mobile: '  ' })).count).toBe((await list(admin, {})).count);
  });

  it('filters by one status or several', async () => {
    const admin = await makeAdmin(ctx);
    const born = uniqueBirthDate();
    const fresh = await makeMember(ctx, { ...NEW_PROFILE, basic: { date_of_birth: born } });
    const rejected = await makeMember(ctx, { ...NEW_PROFILE, basic: { date_of_birth: born } });
    const duplicate = await makeMember(ctx, { ...NEW_PROFILE, basic: { date_of_birth: born } });
    const approved = await makeMember(ctx, { basic: { date_of_birth: born } });
    await setStatus(ctx, admin, rejected.profileId, 500);
    await setStatus(ctx, admin, duplicate.profileId, 501);

    expect(idsOf(await list(admin, { date_of_birth: born, status: 500 }))).toEqual([rejected.profileId]);
    expect(idsOf(await list(admin, { date_of_birth: born, status: ['500', 501] }))).toEqual([
      duplicate.profileId,
      rejected.profileId,
    ]);
    expect(idsOf(await list(admin, { date_of_birth: born, status: [0, 200] }))).toEqual([
      approved.profileId,
      fresh.profileId,
    ]);
  });

  it('lists what waits with the new profiles first, each group the longest waiting first', async () => {
    const admin = await makeAdmin(ctx);
    const born = uniqueBirthDate();
    const changed = await makeMember(ctx, { basic: { date_of_birth: born, name: 'Radha' } });
    const firstNew = await makeMember(ctx, { ...NEW_PROFILE, basic: { date_of_birth: born } });
    const saved = await ctx.app.inject({
      ...apiRoute('saveBasic', { userId: changed.userId }),
      headers: bearer(changed.token),
      payload: basicFor({ ...changed.steps.basic, name: 'Radhika' }),
    });
    expect(saved.statusCode).toBe(200);
    const verified = await makeMember(ctx, { ...NEW_PROFILE, basic: { date_of_birth: born } });
    await setStatus(ctx, admin, verified.profileId, 10);
    // Not waiting: approved with nothing changed, and refused.
    await makeMember(ctx, { basic: { date_of_birth: born } });
    const rejected = await makeMember(ctx, { ...NEW_PROFILE, basic: { date_of_birth: born } });
    await setStatus(ctx, admin, rejected.profileId, 500);

    const waiting = await list(admin, { date_of_birth: born, waiting: true });
    expect(idsOf(waiting)).toEqual([firstNew.profileId, verified.profileId, changed.profileId]);
    expect(waiting.count).toBe(3);
    expect(waiting.rows[2].pending_changes).toMatchObject({ name: 'Radhika' });
    // Newest first without it.
    expect(idsOf(await list(admin, { date_of_birth: born }))[0]).toBe(rejected.profileId);
  });

  it('refuses filters out of bounds with 400, never a 500', async () => {
    const admin = await makeAdmin(ctx);
    for (const filters of [
      { name: 'N'.repeat(101) },
      { name: 'a\u0007b' },
      { name: ['Asha'] },
      { mobile: '98765' },
      { mobile: 'ninetyeight' },
      { mobile: '9'.repeat(1_000) },
      { mobile: 9876543210 },
      { status: 42 },
      { status: 'Approved' },
      { status: Array.from({ length: 21 }, () => 200) },
      { waiting: 'yes' },
    ]) {
      const response = await listProfiles(ctx, admin, filters);
      expect(response.statusCode, JSON.stringify(filters).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ Status: 'Error', code: 'VALIDATION_FAILED' });
    }
    expect((await listProfiles(ctx, admin, { mobile: '12345' })).json()).toMatchObject({
      errors: { mobile: 'Invalid mobile number' },
    });
    // Past what the route may carry, the body is refused before it is read.
    const huge = await listProfiles(ctx, admin, { mobile: '9'.repeat(100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ Status: 'Error', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('is for the operator only: a member searching by mobile gets 403', async () => {
    const member = (await makeMember(ctx, NEW_PROFILE)) as Member;
    const response = await listProfiles(ctx, member, { mobile: member.mobile });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(member.mid);
  });
});
