import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config.js';
import { DEFAULT_SEED_PASSWORD, seedDatabase } from '../db/seed/seed-database.js';
import { LockHeldError } from '../lib/data-dir-lock.js';
import { hashPassword } from '../lib/password-hash.js';
import { createStorage } from '../lib/storage/create-storage.js';
import { withDatabase } from '../lib/with-database.js';

const USAGE = `Usage: npm run seed -- --profiles 100000 [options]

Adds realistic members (both sites, both genders, every profile step filled) for development and
benchmarks, marked as demo members (the site shows them with a "Demo" badge). Every seeded account
logs in with the same password. A database that has real members is refused unless --force.

Options:
  --profiles N      how many members to add (1 to 2000000)            required
  --seed N          same seed, same members; rerunning adds nobody       default 1
  --photos SHARE    share of profiles with a photo (0 to 1)             default 0.2
  --approved SHARE  share of profiles already Approved (0 to 1)         default 0.8
  --tamil SHARE     share of members on the Tamil site (0 to 1)         default 0.3
  --password TEXT   the seeded accounts' password                       default ${DEFAULT_SEED_PASSWORD}
  --batch N         members per insert                                  default 5000
  --force           seed even a database that has real members`;

const share = z.coerce.number().min(0).max(1);
const optionsSchema = z.object({
  profiles: z.coerce.number().int().min(1).max(2_000_000),
  seed: z.coerce.number().int().min(0).default(1),
  photos: share.default(0.2),
  approved: share.default(0.8),
  tamil: share.default(0.3),
  password: z.string().min(8).default(DEFAULT_SEED_PASSWORD),
  batch: z.coerce.number().int().min(1).max(20_000).default(5000),
  force: z.boolean().default(false),
});

function progressBar(done: number, total: number, startedAt: number): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const seconds = (Date.now() - startedAt) / 1000;
  const rate = Math.round(done / Math.max(seconds, 0.001));
  return `[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done.toLocaleString('en-IN')}/${total.toLocaleString('en-IN')}  ${rate.toLocaleString('en-IN')} members/s`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      profiles: { type: 'string' },
      seed: { type: 'string' },
      photos: { type: 'string' },
      approved: { type: 'string' },
      tamil: { type: 'string' },
      password: { type: 'string' },
      batch: { type: 'string' },
      force: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const parsed = optionsSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`);
    console.error(`${problems.join('\n')}\n\n${USAGE}`);
    return 1;
  }
  const options = parsed.data;
  // The seed command signs nothing: a placeholder keeps loadConfig from asking for JWT_SECRET.
  const config = loadConfig(process.env, { jwtSecret: 'seed-signs-nothing-'.repeat(2) });
  return withDatabase(config, async (database) => {
    const startedAt = Date.now();
    const interactive = process.stderr.isTTY;
    const result = await seedDatabase(database.db, createStorage(config), {
      profiles: options.profiles,
      seed: options.seed,
      batchSize: options.batch,
      photoShare: options.photos,
      approvedShare: options.approved,
      tamilShare: options.tamil,
      today: new Date(),
      passwordHash: await hashPassword(options.password),
      force: options.force,
      onProgress: (done, total) => {
        const line = progressBar(done, total, startedAt);
        process.stderr.write(interactive ? `\r${line}` : `${line}\n`);
      },
    });
    if (interactive) process.stderr.write('\n');
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    console.log(
      `Added ${result.profiles} profiles (${result.photos} with a photo) to the ${database.kind} database in ${seconds} s` +
        (result.skipped
          ? `; ${result.skipped} skipped, their mobile numbers were taken (same --seed as before?)`
          : '') +
        `. Every seeded account logs in with the password '${options.password}'.`,
    );
    return 0;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof LockHeldError) {
      console.error(`${error.message} Stop the server before seeding the embedded database.`);
    } else if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error(error instanceof Error ? error.message : String(error));
    }
    process.exit(1);
  },
);
