import { parseArgs } from 'node:util';
import {
  DEFAULT_DOMAIN,
  DOMAINS,
  GRANT_LIMITS,
  mobileNumber,
  newPassword,
  requiredText,
} from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { adminAuditLog, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { CommandResult } from '../../lib/admin-socket.js';
import { hashPassword } from '../accounts/password-hash.js';
import { findUserByMobile } from '../accounts/queries.js';
import { grantSubscription } from '../subscriptions/grant-subscription.js';

export const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create --mobile 9876543210 --password '...' [--name 'Site Admin'] [--domain varmala]
      Create an ADMIN account, or promote the existing account of that mobile number.
  grant-subscription --mobile 9876543210 --downloads 50 --days 90
      Give a member a subscription of that many contact downloads for that many days
      (a subscription still running is extended).`;

const createSchema = z.object({
  mobile: mobileNumber,
  password: newPassword,
  name: requiredText(100).default('Administrator'),
  domain: z.enum(DOMAINS).default(DEFAULT_DOMAIN),
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

async function createAdmin(db: Db, input: z.infer<typeof createSchema>): Promise<CommandResult> {
  const existing = await findUserByMobile(db, input.mobile);
  if (existing) {
    if (existing.role === 'ADMIN') return { ok: true, message: `${input.mobile} is already an admin.` };
    await db.transaction(async (tx) => {
      await tx.update(users).set({ role: 'ADMIN', updatedAt: new Date() }).where(eq(users.id, existing.id));
      await tx.insert(adminAuditLog).values({
        action: 'cli:promote-admin',
        targetType: 'user',
        targetId: String(existing.id),
        before: { role: existing.role },
        after: { role: 'ADMIN' },
      });
    });
    return { ok: true, message: `Promoted ${input.mobile} to admin (password unchanged).` };
  }
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        mobile: input.mobile,
        passwordHash,
        userName: input.name,
        domain: input.domain,
        role: 'ADMIN',
      })
      .returning({ id: users.id });
    if (!user) throw new Error('The account could not be created.');
    await tx.insert(adminAuditLog).values({
      action: 'cli:create-admin',
      targetType: 'user',
      targetId: String(user.id),
      after: { mobile: input.mobile, role: 'ADMIN', domain: input.domain },
    });
    return user.id;
  });
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

export async function runOperatorCommand(db: Db, argv: string[]): Promise<CommandResult> {
  const [command, ...rest] = argv;
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: rest,
      strict: true,
      options: {
        mobile: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        domain: { type: 'string' },
        downloads: { type: 'string' },
        days: { type: 'string' },
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
    default:
      return { ok: false, message: command ? `Unknown command '${command}'.\n${USAGE}` : USAGE };
  }
}
