import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type confirmMobileRequestSchema,
  MOBILE_CODE_RULES,
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
import { basicDetailsMissing } from '../profiles/ownership.js';
import { grantBadge, readBadges } from './badges.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A keyed hash: a database copy alone cannot test the million codes, or list numbers and addresses. */
const keyed = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url');

const codeHash = (secret: string, userId: number, mobile: string, code: string) =>
  keyed(secret, `mobile-code:${userId}:${mobile}:${code}`);

interface Subject {
  userId: number;
  profileId: number;
  mobile: string;
  domain: AuthUser['domain'];
  verifiedMobile: string | null;
}

/** The account's mobile and profile, and the number its mobile badge confirmed (null without one). */
async function subjectOf(tx: Tx, user: AuthUser): Promise<Subject> {
  const [row] = await tx
    .select({
      mobile: users.mobile,
      profileId: profiles.id,
      demo: profiles.demo,
      verifiedMobile: profileBadges.mobile,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(profileBadges, and(eq(profileBadges.profileId, profiles.id), eq(profileBadges.kind, 'mobile')))
    .where(eq(users.id, user.id))
    .for('update', { of: users });
  if (!row?.profileId) throw basicDetailsMissing();
  if (row.demo) throw new AppError('FORBIDDEN', 'demoNeverVerified');
  return {
    userId: user.id,
    profileId: row.profileId,
    mobile: row.mobile,
    domain: user.domain,
    verifiedMobile: row.verifiedMobile,
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
 * `POST /api/me/verify-mobile`: a new 6-digit code to the account's mobile, replacing any earlier
 * one. At most 3 a day to one number and from one address; the code is sent before the transaction
 * commits, so a message the provider refused neither counts nor leaves a code behind.
 */
export async function sendMobileCode(deps: Deps, user: AuthUser, ip: string): Promise<VerifyMobileResponse> {
  const secret = deps.config.mobileHashSecret;
  return deps.db.transaction(async (tx) => {
    const subject = await subjectOf(tx, user);
    if (subject.verifiedMobile === subject.mobile) throw new AppError('CONFLICT', 'mobileAlreadyVerified');
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

    const site = subject.domain === 'tamilmala' ? 'Tamilmala' : 'Varmala';
    const text = `${code} is your ${site} code to confirm your mobile number. It works for ${MOBILE_CODE_RULES.validMinutes} minutes. Do not share it with anyone.`;
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

/**
 * `POST /api/me/verify-mobile/confirm`: the code of this account's latest send, within 10 minutes
 * and 5 tries, gives the profile the badge `mobile`. A wrong try is counted before the answer
 * says so (the count commits; the error is thrown after).
 */
export async function confirmMobileCode(
  deps: Deps,
  user: AuthUser,
  input: z.output<typeof confirmMobileRequestSchema>,
): Promise<{ Status: 'Success'; badges: Awaited<ReturnType<typeof readBadges>> }> {
  const secret = deps.config.mobileHashSecret;
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome & { profileId?: number }> => {
    const subject = await subjectOf(tx, user);
    const [pending] = await tx.select().from(mobileCodes).where(eq(mobileCodes.userId, subject.userId));
    // A code sent to a number the account no longer has is no code.
    if (!pending || pending.mobile !== subject.mobile) {
      return { ok: false, error: new AppError('BAD_REQUEST', 'mobileCodeNone') };
    }
    const drop = () => tx.delete(mobileCodes).where(eq(mobileCodes.userId, subject.userId));
    if (pending.expiresAt.getTime() <= Date.now()) {
      await drop();
      const minutes = MOBILE_CODE_RULES.validMinutes;
      return { ok: false, error: new AppError('BAD_REQUEST', 'mobileCodeExpired', { params: { minutes } }) };
    }
    const expected = Buffer.from(pending.codeHash);
    const given = Buffer.from(codeHash(secret, subject.userId, subject.mobile, input.code));
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
    await grantBadge(tx, subject.profileId, { kind: 'mobile', by: 'code', mobile: subject.mobile });
    return { ok: true, profileId: subject.profileId };
  });
  if (!outcome.ok) throw outcome.error;
  return { Status: 'Success', badges: await readBadges(deps.db, outcome.profileId as number) };
}
