import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type confirmMobileRequestSchema,
  type Language,
  MOBILE_CODE_RULES,
  siteName,
  type VerifyMobileResponse,
} from '@varmala/shared';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../app-types.js';
import type { Tx } from '../../db/client.js';
import { mobileCodeSends, mobileCodes, profileBadges, profiles, users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { addressKey } from '../../lib/address-key.js';
import { maskedMobile } from '../../lib/sms/sms.js';
import { markAccountClaimed } from '../access/account-claim.js';
import { assertMayCarryBadges, grantBadge, readBadges } from '../access/badges.js';
import { basicDetailsMissing } from '../access/ownership.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Keyed: a database copy alone cannot test the million codes, or list numbers and addresses. */
const keyed = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url');

const codeHash = (secret: string, userId: number, mobile: string, code: string) =>
  keyed(secret, `mobile-code:${userId}:${mobile}:${code}`);

interface Subject {
  userId: number;
  profileId: number;
  /** Null for a profile a family runs without a login of its own. */
  accountMobile: string | null;
  mobiles: string[];
  mobile: string;
  domain: AuthUser['domain'];
  language: Language;
  confirmed: boolean;
}

/** A badge is for a number others get, so never one the profile does not give. */
export const numberToConfirm = (
  accountMobile: string | null,
  mobiles: readonly string[],
): string | undefined =>
  accountMobile !== null && mobiles.includes(accountMobile) ? accountMobile : mobiles[0];

function mobileCodeText(language: Language, site: string, code: string): string {
  const minutes = MOBILE_CODE_RULES.validMinutes;
  switch (language) {
    case 'mr':
      return `${code} हा आपला मोबाईल नंबर निश्चित करण्यासाठी ${site}चा कोड आहे. तो ${minutes} मिनिटे चालेल. तो कोणालाही सांगू नका.`;
    case 'ta':
      return `${code} என்பது உங்கள் மொபைல் எண்ணை உறுதிப்படுத்துவதற்கான ${site} குறியீடு. இது ${minutes} நிமிடங்களுக்குச் செல்லும். இதை யாரிடமும் பகிர வேண்டாம்.`;
    default:
      return `${code} is your ${site} code to confirm your mobile number. It works for ${minutes} minutes. Do not share it with anyone.`;
  }
}

async function subjectOf(tx: Tx, user: AuthUser): Promise<Subject> {
  const [row] = await tx
    .select({
      mobile: users.mobile,
      language: users.language,
      profileId: profiles.id,
      mobiles: profiles.mobiles,
      demo: profiles.demo,
      verifiedMobile: profileBadges.mobile,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(profileBadges, and(eq(profileBadges.profileId, profiles.id), eq(profileBadges.kind, 'mobile')))
    .where(eq(users.id, user.id))
    .for('update', { of: users });
  if (!row?.profileId) throw basicDetailsMissing();
  assertMayCarryBadges({ demo: row.demo === true });
  const mobiles = row.mobiles ?? [];
  const mobile = numberToConfirm(row.mobile, mobiles);
  if (!mobile) throw basicDetailsMissing();
  return {
    userId: user.id,
    profileId: row.profileId,
    accountMobile: row.mobile,
    mobiles,
    mobile,
    domain: user.domain,
    language: row.language ?? 'en',
    confirmed: row.verifiedMobile !== null && mobiles.includes(row.verifiedMobile),
  };
}

async function sendsSince(
  tx: Tx,
  column: typeof mobileCodeSends.mobileHash | typeof mobileCodeSends.addressHash,
  key: string,
  since: Date,
) {
  const [row] = await tx
    .select({ n: count() })
    .from(mobileCodeSends)
    .where(and(eq(column, key), gt(mobileCodeSends.sentAt, since)));
  return row?.n ?? 0;
}

/**
 * At most 3 a day to one number and from one address; sent before the commit, so a message the
 * provider refused neither counts nor leaves a code behind.
 */
export async function sendMobileCode(deps: Deps, user: AuthUser, ip: string): Promise<VerifyMobileResponse> {
  const secret = deps.config.mobileHashSecret;
  return deps.db.transaction(async (tx) => {
    const subject = await subjectOf(tx, user);
    if (subject.confirmed) throw new AppError('CONFLICT', 'mobileAlreadyVerified');
    const mobileKey = keyed(secret, `mobile:${subject.mobile}`);
    const address = keyed(secret, `address:${addressKey(ip)}`);
    // Two tabs, or two accounts behind one address, count one after the other.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${mobileKey})), pg_advisory_xact_lock(hashtext(${address}))`,
    );
    const since = new Date(Date.now() - DAY);
    const sends = MOBILE_CODE_RULES.sendsPerDay;
    const byMobile = await sendsSince(tx, mobileCodeSends.mobileHash, mobileKey, since);
    if (byMobile >= sends) throw new AppError('RATE_LIMITED', 'mobileCodeSendsToday', { params: { sends } });
    if ((await sendsSince(tx, mobileCodeSends.addressHash, address, since)) >= sends) {
      throw new AppError('RATE_LIMITED', 'mobileCodeSendsFromAddress', { params: { sends } });
    }

    const code = String(randomInt(0, 10 ** MOBILE_CODE_RULES.digits)).padStart(MOBILE_CODE_RULES.digits, '0');
    const expiresAt = new Date(Date.now() + MOBILE_CODE_RULES.validMinutes * MINUTE);
    const values = {
      mobile: subject.mobile,
      codeHash: codeHash(secret, subject.userId, subject.mobile, code),
      tries: 0,
      expiresAt,
      createdAt: new Date(),
    };
    await tx
      .insert(mobileCodes)
      .values({ userId: subject.userId, ...values })
      .onConflictDoUpdate({ target: mobileCodes.userId, set: values });
    await tx.insert(mobileCodeSends).values({ mobileHash: mobileKey, addressHash: address });
    await tx.delete(mobileCodeSends).where(lt(mobileCodeSends.sentAt, new Date(Date.now() - 2 * DAY)));

    const text = mobileCodeText(subject.language, siteName(subject.domain, subject.language), code);
    try {
      await deps.sms.send(subject.mobile, text, { dltTemplateId: deps.config.smsDltTemplateId });
    } catch (error) {
      deps.log.error({ err: error }, 'a verification code could not be sent');
      throw new AppError('UNAVAILABLE', 'smsNotSent');
    }
    return {
      Status: 'Success' as const,
      sent_to: maskedMobile(subject.mobile),
      expires_at: expiresAt.toISOString(),
      sends_left: sends - byMobile - 1,
    };
  });
}

type Outcome = { ok: true } | { ok: false; error: AppError };

/** Within 10 minutes and 5 tries; a wrong try's count commits before the error is thrown. */
export async function confirmMobileCode(
  deps: Deps,
  user: AuthUser,
  input: z.output<typeof confirmMobileRequestSchema>,
): Promise<{ Status: 'Success'; badges: Awaited<ReturnType<typeof readBadges>> }> {
  const secret = deps.config.mobileHashSecret;
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome & { profileId?: number }> => {
    const subject = await subjectOf(tx, user);
    const [pending] = await tx.select().from(mobileCodes).where(eq(mobileCodes.userId, subject.userId));
    if (!pending || !subject.mobiles.includes(pending.mobile)) {
      return { ok: false, error: new AppError('BAD_REQUEST', 'mobileCodeNone') };
    }
    const drop = () => tx.delete(mobileCodes).where(eq(mobileCodes.userId, subject.userId));
    if (pending.expiresAt.getTime() <= Date.now()) {
      await drop();
      const minutes = MOBILE_CODE_RULES.validMinutes;
      return { ok: false, error: new AppError('BAD_REQUEST', 'mobileCodeExpired', { params: { minutes } }) };
    }
    const expected = Buffer.from(pending.codeHash);
    const given = Buffer.from(codeHash(secret, subject.userId, pending.mobile, input.code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const left = MOBILE_CODE_RULES.tries - pending.tries - 1;
      if (left <= 0) {
        await drop();
        return { ok: false, error: new AppError('RATE_LIMITED', 'mobileCodeTriesUsed') };
      }
      await tx
        .update(mobileCodes)
        .set({ tries: pending.tries + 1 })
        .where(eq(mobileCodes.userId, subject.userId));
      return {
        ok: false,
        error: new AppError('BAD_REQUEST', 'mobileCodeWrong', { params: { count: left } }),
      };
    }
    await drop();
    await grantBadge(tx, subject.profileId, { kind: 'mobile', by: 'code', mobile: pending.mobile });
    // A family the office registered now holds the number.
    if (pending.mobile === subject.accountMobile) await markAccountClaimed(tx, subject.userId, 'mobile-code');
    return { ok: true, profileId: subject.profileId };
  });
  if (!outcome.ok) throw outcome.error;
  return { Status: 'Success', badges: await readBadges(deps.db, outcome.profileId as number) };
}
