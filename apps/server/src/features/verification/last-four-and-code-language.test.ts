/**
 * The last four of a document the operator saw: a whole number pasted is refused with a text that
 * says so, never cut to four and saved. The code's text message reads in the member's language.
 */
import { VALIDATION_MESSAGES as M } from '@varmala/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeAdmin, makeMember } from '../../test/members.js';
import { useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';
import { call, kindsOf, requestCode, smsMessages } from '../../test/verification-support.js';

const ctx = useTestApp(NO_RATE_LIMITS);

describe('the last four of a document seen, with a whole number pasted', () => {
  it('is refused with its own text in any spacing or script, and nothing of it is kept', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { gender: 'Female' });
    const url = `/api/admin/profile/${member.profileId}/verification`;
    for (const pasted of [
      '234567890123',
      '2345 6789 0123',
      '2345-6789-0123',
      '2345\u00a06789\u00a00123',
      '२३४५६७८९०१२३',
      'XXXX XXXX 0123',
      'ABCDE1234F',
      '90123',
    ]) {
      const response = await call(ctx, admin, 'POST', url, {
        kind: 'id_seen',
        id_type: 'aadhaar',
        id_last4: pasted,
      });
      expect(response.statusCode, pasted).toBe(400);
      const body = response.json();
      expect(body.error_keys, pasted).toEqual({ id_last4: 'idLast4TooLong' });
      expect(body.errors.id_last4, pasted).toBe(M.idLast4TooLong);
    }
    const stored = await ctx.database.db.execute(
      sql`select json_agg(b)::text as badges from profile_badges b`,
    );
    expect(JSON.stringify(stored.rows)).not.toContain('0123');
    expect(JSON.stringify(stored.rows)).not.toContain('1234');

    // The last four alone, however spaced, is what is kept.
    const saved = await call(ctx, admin, 'POST', url, {
      kind: 'id_seen',
      id_type: 'aadhaar',
      id_last4: '01 23',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(kindsOf(saved.json().badges)).toEqual(['id_seen']);
    const seen = await call(ctx, admin, 'GET', url);
    expect(seen.json().badges[0].id_last4).toBe('0123');
  });
});

describe("the code's text message", () => {
  for (const [language, words] of [
    ['mr', 'मिनिटे'],
    ['ta', 'நிமிடங்களுக்கு'],
  ] as const) {
    it(`is in the member's language (${language}), its numbers in Latin digits`, async () => {
      const member = await makeMember(ctx, { gender: 'Male', language });
      const code = await requestCode(ctx, member);
      const text = smsMessages(ctx).at(-1)?.text ?? '';
      expect(text).toContain(code);
      expect(text).toContain(`10 ${words}`);
      expect(text).not.toMatch(/\b(?:code|minutes|share)\b/i);
    });
  }
});
