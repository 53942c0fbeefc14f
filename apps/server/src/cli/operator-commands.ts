import { parseArgs } from 'node:util';
import {
  calendarDateSchema,
  DEFAULT_DOMAIN,
  DOMAINS,
  GRANT_LIMITS,
  mobileNumber,
  newPassword,
  requiredText,
} from '@varmala/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { adminAuditLog, sessions, users } from '../db/schema.js';
import { AppError } from '../errors.js';
import { findUserByMobile, updatePassword } from '../features/access/account-queries.js';
import type { Mailer } from '../features/events/mail/mailer.js';
import {
  HOROSCOPE_CHECK_USAGE,
  horoscopeCheckCommand,
} from '../features/horoscope/horoscope-check-command.js';
import { MATCH_RULE_USAGE, matchRuleCommand } from '../features/horoscope/match-rule-command.js';
import { type IdleRun, runIdlePause } from '../features/idle/run-idle-pause.js';
import { grantSubscription } from '../features/subscriptions/grant-subscription.js';
import {
  VERIFICATION_CHECK_USAGE,
  verificationCheckCommand,
} from '../features/verification/verification-check-command.js';
import type { CommandResult } from '../lib/admin-socket.js';
import { hashPassword } from '../lib/password-hash.js';

export const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create --mobile 9876543210 [--password '...' | --password-stdin] [--name 'Site Admin'] [--domain varmala]
         [--promote-existing]
      Create an ADMIN account. Without --password it is asked for in the terminal (not shown), or
      read from the first line of standard input with --password-stdin; either way it stays out of
      the process list. A mobile that already has an account is refused unless --promote-existing
      is given: then that account becomes an ADMIN, its password becomes the one given and every
      session it has is ended (--name and --domain apply to a new account only).
  grant-subscription --mobile 9876543210 --downloads 50 --days 90
      Give a member a subscription of that many contact downloads for that many days
      (a subscription still running is extended).
  idle-pause [--as-of 2027-04-01]
      Pause the listed profiles nobody used for IDLE_PAUSE_DAYS days (default 120) whose family was
      warned at least 7 days before, and mail the warning to those 7 days short of it, as the daily
      job does, as of the day given (today in India unless given). Prints the member ids warned and
      paused; running it twice for one day warns and pauses nobody twice.
${MATCH_RULE_USAGE}
${HOROSCOPE_CHECK_USAGE}
${VERIFICATION_CHECK_USAGE}`;

const createSchema = z.object({
  mobile: mobileNumber,
  password: newPassword,
  name: requiredText(100).default('Administrator'),
  domain: z.enum(DOMAINS).default(DEFAULT_DOMAIN),
  'promote-existing': z.boolean().default(false),
});

const wholeNumber = (max: number) => {
  const error = `must be a whole number from 1 to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error });
};

const grantSchema = z.object({
  mobile: mobileNumber,
  downloads: wholeNumber(GRANT_LIMITS.maxDownloads),
  days: wholeNumber(GRANT_LIMITS.maxDays),
});

function problems(error: z.ZodError): string {
  return error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; ');
}

type CreateInput = z.infer<typeof createSchema>;

/** Ends every session: a token handed out before must not carry the new role. */
async function promoteExisting(
  db: Db,
  input: CreateInput,
  existing: { id: number; role: string },
): Promise<CommandResult> {
  const passwordHash = await hashPassword(input.password);
  const ended = await db.transaction(async (tx) => {
    await updatePassword(tx, existing.id, passwordHash);
    await tx.update(users).set({ role: 'ADMIN' }).where(eq(users.id, existing.id));
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, existing.id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await tx.insert(adminAuditLog).values({
      action: 'cli:admin-promote',
      targetType: 'user',
      targetId: String(existing.id),
      before: { role: existing.role },
      after: { role: 'ADMIN', password: 'replaced', sessions_ended: revoked.length },
    });
    return revoked.length;
  });
  const sessionsEnded = ended === 1 ? '1 session' : `${ended} sessions`;
  const what =
    existing.role === 'ADMIN'
      ? `${input.mobile} was already an admin; its password is now the one given`
      : `Promoted ${input.mobile} to admin with the password given`;
  return { ok: true, message: `${what}; ${sessionsEnded} ended.` };
}

async function createAdmin(db: Db, input: CreateInput, retried = false): Promise<CommandResult> {
  const existing = await findUserByMobile(db, input.mobile);
  if (existing && !input['promote-existing']) {
    const who = existing.role === 'ADMIN' ? 'an admin account' : 'a member account';
    return {
      ok: false,
      message:
        `${input.mobile} already has ${who}; to make it an admin with this password and end its ` +
        'sessions, add --promote-existing.',
    };
  }
  if (existing) return promoteExisting(db, input, existing);

  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction(async (tx) => {
    // Two creates of one mobile at once: the second finds the first's row, not an error.
    const [user] = await tx
      .insert(users)
      .values({
        mobile: input.mobile,
        passwordHash,
        userName: input.name,
        domain: input.domain,
        role: 'ADMIN',
      })
      .onConflictDoNothing({ target: users.mobile })
      .returning({ id: users.id });
    if (!user) return undefined;
    await tx.insert(adminAuditLog).values({
      action: 'cli:admin-create',
      targetType: 'user',
      targetId: String(user.id),
      after: { mobile: input.mobile, role: 'ADMIN', domain: input.domain },
    });
    return user.id;
  });
  if (id === undefined && !retried) return createAdmin(db, input, true);
  if (id === undefined) return { ok: false, message: `${input.mobile} changed meanwhile; try again.` };
  return { ok: true, message: `Created admin account ${input.mobile} (user id ${id}).` };
}

async function grantFromCli(db: Db, input: z.infer<typeof grantSchema>): Promise<CommandResult> {
  try {
    const result = await grantSubscription(db, { mobile: input.mobile }, input, { via: 'cli' });
    return { ok: true, message: result.message };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
}

/** What commands that write to members need besides the database (the idle pause mails them). */
export interface OperatorServices {
  config: Config;
  mailer: Mailer;
  log: { error(details: object, message: string): void };
}

const listOf = (mids: string[]) => (mids.length === 0 ? 'none' : mids.join(', '));

function idleRunMessage(run: IdleRun): string {
  return [
    `Idle pause as of ${run.asOf}:`,
    `warned ${run.warned.length}: ${listOf(run.warned)}`,
    `paused ${run.paused.length}: ${listOf(run.paused)}`,
  ].join('\n');
}

async function idlePauseFromCli(
  db: Db,
  services: OperatorServices | undefined,
  asOf: string | boolean | string[] | undefined,
): Promise<CommandResult> {
  if (!services)
    return { ok: false, message: 'idle-pause needs the mail settings; run it with npm run admin.' };
  let day: string | undefined;
  if (asOf !== undefined) {
    const parsed = calendarDateSchema.safeParse(asOf);
    if (!parsed.success) return { ok: false, message: '--as-of: give a day as YYYY-MM-DD' };
    day = parsed.data;
  }
  const run = await runIdlePause({ db, ...services }, day);
  return { ok: true, message: idleRunMessage(run) };
}

export async function runOperatorCommand(
  db: Db,
  argv: string[],
  services?: OperatorServices,
): Promise<CommandResult> {
  const [command, ...rest] = argv;
  let values: Record<string, string | boolean | string[] | undefined>;
  try {
    ({ values } = parseArgs({
      args: rest,
      strict: true,
      options: {
        mobile: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        domain: { type: 'string' },
        'promote-existing': { type: 'boolean' },
        downloads: { type: 'string' },
        days: { type: 'string' },
        show: { type: 'boolean' },
        reset: { type: 'boolean' },
        kind: { type: 'string' },
        blocking: { type: 'string' },
        mandatory: { type: 'string' },
        'min-matched': { type: 'string' },
        'min-guna': { type: 'string' },
        variant: { type: 'string', multiple: true },
        redact: { type: 'boolean' },
        'as-of': { type: 'string' },
      },
    }));
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
  switch (command) {
    case 'create': {
      const parsed = createSchema.safeParse(values);
      return parsed.success ? createAdmin(db, parsed.data) : { ok: false, message: problems(parsed.error) };
    }
    case 'grant-subscription': {
      const parsed = grantSchema.safeParse(values);
      return parsed.success ? grantFromCli(db, parsed.data) : { ok: false, message: problems(parsed.error) };
    }
    case 'match-rule':
      return matchRuleCommand(db, values);
    case 'horoscope-check':
      return horoscopeCheckCommand(db, values);
    case 'idle-pause':
      return idlePauseFromCli(db, services, values['as-of']);
    case 'verification-check':
      return verificationCheckCommand(db, { redact: values.redact === true });
    default:
      return { ok: false, message: command ? `Unknown command '${command}'.\n${USAGE}` : USAGE };
  }
}
