/**
 * No identity number is stored: the operator's note refuses a run of more than four digits, whatever
 * stands between them and in whatever script they are written, and a PAN; dates and the last four
 * pass. Notes saved before are found, and redacted, by `npm run admin -- verification-check`.
 */
import { apiArgs } from '@varmala/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../cli/operator-commands.js';
import { adminAuditLog, profileBadges } from '../../db/schema.js';
import { makeAdmin, makeMember } from '../../test/members.js';
import { useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';
import { call, kindsOf } from '../../test/verification-support.js';

const ctx = useTestApp(NO_RATE_LIMITS);

const SEPARATORS = [
  ',',
  ', ',
  ':',
  ' : ',
  '|',
  '+',
  '·',
  ' · ',
  '•',
  '/',
  '\\',
  '.',
  '-',
  '_',
  ' ',
  '   ',
  ' - ',
];

/** 8765 4321 0987 written every way the issue names, and a PAN. */
const REFUSED_NOTES = [
  'Aadhaar 8765, 4321, 0987',
  ...SEPARATORS.map((between) => `Aadhaar 8765${between}4321${between}0987`),
  '8765 and 4321 then 0987',
  'Aadhaar: first 8765, then 4321, last 0987',
  '8765 plus 4321 plus 0987',
  '8765 आणि 4321 नंतर 0987',
  'Aadhaar 876543210987',
  'Aadhaar 8 7 6 5 4 3 2 1 0 9 8 7',
  'Aadhaar 87 65 43 21 09 87',
  'Aadhaar 87654',
  'आधार ८७६५ ४३२१ ०९८७',
  'आधार ८७६५४३२१०९८७',
  'ஆதார் ௮௭௬௫ ௪௩௨௧ ௦௯௮௭',
  'ಆಧಾರ್ ೮೭೬೫ ೪೩೨೧ ೦೯೮೭',
  'ఆధార్ ౮౭౬౫ ౪౩౨౧ ౦౯౮౭',
  'আধার ৮৭৬৫ ৪৩২১ ০৯৮৭',
  'આધાર ૮૭૬૫ ૪૩૨૧ ૦૯૮૭',
  'Aadhaar ８７６５ ４３２１ ０９８７',
  'Aadhaar 𝟖𝟕𝟔𝟓 𝟒𝟑𝟐𝟏 𝟎𝟗𝟖𝟕',
  'Aadhaar 8765 ४३२१ ௦௯௮௭',
  'Aadhaar ८७६५, ௪௩௨௧ and 0987',
  'Aadhaar 8765\u200b4321\u200b0987',
  'PAN ABCDE1234F',
  'pan abcde1234f',
  'PAN ABCDE 1234 F',
  'pan abcde 1234 f',
  'PAN ABCDE-1234-F',
  'PAN A B C D E 1 2 3 4 F',
  'PAN ＡＢＣＤＥ１２３４Ｆ',
  'PAN ABCDE१२३४F',
  'Voter id ABC1234567',
  'Passport K1234567',
  'Aadhaar seen, last 4: 8765 4321 0987',
];

const ACCEPTED_NOTES = [
  'Aadhaar seen, last 4: 0987',
  'seen on 2 Dec 2026',
  'Aadhaar seen on 2 Dec 2026, last 4: 0987',
  'seen on 02/12/2026',
  'called 2 Dec 2026 and 3 Dec 2026',
  'seen on 2026-12-02',
  'seen Dec 2, 2026, last four 0987',
  'PAN seen, last 4: 234F',
  'Called her father at 10:30 on 2 Dec 2026',
  'Spoke to her father; 2 brothers, 1 sister',
  'आधार पाहिले, शेवटचे ४ अंक: ०९८७',
];

describe("the operator's note", () => {
  it('refuses a run of more than four digits whatever separates them, in any script, and a PAN; nothing is kept', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { gender: 'Female' });
    const url = `/api/admin/profile/${member.profileId}/verification`;
    for (const note of REFUSED_NOTES) {
      for (const body of [
        { kind: 'id_seen', id_type: 'aadhaar', note },
        { kind: 'operator_call', note },
      ]) {
        const response = await call(ctx, admin, 'POST', url, body);
        expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(400);
        expect(response.json().message_key, JSON.stringify(note)).toBe('identityNumberInNote');
        expect(response.json().error_keys).toEqual({ note: 'identityNumberInNote' });
      }
    }
    // Line breaks are refused in a note anyway.
    const multiline = await call(ctx, admin, 'POST', url, {
      kind: 'operator_call',
      note: '8765\n4321\n0987',
    });
    expect(multiline.statusCode).toBe(400);

    const stored = await ctx.database.db.execute(
      sql`select (select json_agg(b) from profile_badges b)::text as badges, (select json_agg(a) from admin_audit_log a)::text as audit`,
    );
    for (const piece of ['8765', '0987', '1234F', '1234f'])
      expect(JSON.stringify(stored.rows)).not.toContain(piece);
    expect(kindsOf((await call(ctx, member, ...apiArgs('myVerification'))).json().badges)).toEqual([]);
  });

  it('keeps a note with a date and the last four', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { gender: 'Male' });
    const url = `/api/admin/profile/${member.profileId}/verification`;
    for (const note of ACCEPTED_NOTES) {
      const response = await call(ctx, admin, 'POST', url, { kind: 'id_seen', id_type: 'aadhaar', note });
      expect(response.statusCode, `${note}: ${response.body}`).toBe(200);
      const listed = (await call(ctx, admin, 'GET', url)).json();
      expect(listed.badges.find((badge: { kind: string }) => badge.kind === 'id_seen')?.note).toBe(note);
    }
  });
});

describe('npm run admin -- verification-check', () => {
  it('lists the records saved with an identity number without printing it, and redacts them with --redact', async () => {
    const admin = await makeAdmin(ctx);
    const [aadhaar, pan, fine] = await Promise.all([
      makeMember(ctx, { gender: 'Female' }),
      makeMember(ctx, { gender: 'Male' }),
      makeMember(ctx, { gender: 'Female' }),
    ]);
    for (const [member, body] of [
      [aadhaar, { kind: 'id_seen', id_type: 'aadhaar', note: 'seen on 2 Dec 2026' }],
      [pan, { kind: 'operator_call', note: 'Spoke to her father' }],
      [fine, { kind: 'id_seen', id_type: 'aadhaar', note: 'Aadhaar seen, last 4: 0987' }],
    ] as const) {
      const url = `/api/admin/profile/${member.profileId}/verification`;
      expect((await call(ctx, admin, 'POST', url, body)).statusCode).toBe(200);
    }
    // Saved before the form refused them.
    await ctx.database.db
      .update(profileBadges)
      .set({ note: 'Aadhaar 8765, 4321, 0987 seen on 2 Dec 2026' })
      .where(eq(profileBadges.profileId, aadhaar.profileId));
    await ctx.database.db
      .update(profileBadges)
      .set({ note: 'PAN abcde 1234 f, called' })
      .where(eq(profileBadges.profileId, pan.profileId));
    const ids = [aadhaar.profileId, pan.profileId, fine.profileId];
    const notes = async () =>
      Object.fromEntries(
        (
          await ctx.database.db
            .select({ profileId: profileBadges.profileId, note: profileBadges.note })
            .from(profileBadges)
            .where(inArray(profileBadges.profileId, ids))
        ).map((row) => [row.profileId, row.note]),
      );
    const before = await notes();

    const listed = await runOperatorCommand(ctx.database.db, ['verification-check']);
    expect(listed.ok).toBe(true);
    const lines = listed.message.split('\n');
    expect(lines[0]).toMatch(
      /^2 carrying an identity number \(\d+ records with a note checked\); nothing was changed/,
    );
    expect(
      lines.some(
        (line) =>
          line.startsWith(aadhaar.mid) && line.includes('"Aadhaar XXXX, XXXX, XXXX seen on 2 Dec 2026"'),
      ),
    ).toBe(true);
    expect(
      lines.some((line) => line.startsWith(pan.mid) && line.includes('"PAN XXXXX XXXX X, called"')),
    ).toBe(true);
    expect(listed.message).not.toContain(fine.mid);
    for (const piece of ['8765', '4321', 'abcde', '1234']) expect(listed.message).not.toContain(piece);
    expect(await notes()).toEqual(before);

    const redacted = await runOperatorCommand(ctx.database.db, ['verification-check', '--redact']);
    expect(redacted.ok).toBe(true);
    expect(redacted.message.split('\n')[0]).toMatch(/^Redacted 2 \(\d+ records with a note checked\):$/);
    expect(await notes()).toEqual({
      [aadhaar.profileId]: 'Aadhaar XXXX, XXXX, XXXX seen on 2 Dec 2026',
      [pan.profileId]: 'PAN XXXXX XXXX X, called',
      [fine.profileId]: 'Aadhaar seen, last 4: 0987',
    });
    const audit = await ctx.database.db
      .select({ action: adminAuditLog.action, targetId: adminAuditLog.targetId })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'cli:verification-redact'));
    expect(audit.map((row) => Number(row.targetId)).sort()).toEqual(
      [aadhaar.profileId, pan.profileId].sort(),
    );

    const again = await runOperatorCommand(ctx.database.db, ['verification-check']);
    expect(again.message).toMatch(/^No identity number in any record \(\d+ records with a note checked\)\.$/);
  });
});
