import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { MEDIA_CONTENT_TYPES, newMediaKey } from '../../lib/storage/media-keys.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import { type PhotoVariants, photoVariants } from '../../lib/uploads/process-image.js';
import type { Db } from '../client.js';
import { createRandom, generateMember, type SeedMember, type SeedOptions } from './generate-profiles.js';

export const DEFAULT_SEED_PASSWORD = 'seed-password-1';

export interface SeedRun extends SeedOptions {
  profiles: number;
  /** Same seed, same members: a second run adds nobody (their mobile numbers are taken). */
  seed: number;
  batchSize: number;
  passwordHash: string;
  force?: boolean;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedResult {
  users: number;
  profiles: number;
  photos: number;
  skipped: number;
}

const PHOTO_POOL_SIZE = 8;
const FILE_WRITES_AT_ONCE = 64;

/** Counting up from the seed's own block, so two seeds rarely meet. */
function mobileOf(seed: number, index: number): string {
  const block = (seed % 90) * 10_000_000;
  return `6${String(block + index).padStart(9, '0')}`;
}

async function photoPool(): Promise<PhotoVariants[]> {
  const pool: PhotoVariants[] = [];
  for (let i = 0; i < PHOTO_POOL_SIZE; i++) {
    const hue = Math.round((360 / PHOTO_POOL_SIZE) * i);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
      <rect width="600" height="800" fill="hsl(${hue},45%,70%)"/>
      <circle cx="300" cy="300" r="140" fill="hsl(${hue},30%,35%)"/>
      <rect x="120" y="470" width="360" height="330" rx="160" fill="hsl(${hue},30%,35%)"/></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
    pool.push(await photoVariants(jpeg, 'jpeg'));
  }
  return pool;
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

const IDENTIFIER = /^[a-z_]+$/;

/** Checked to be plain identifiers before they reach SQL. */
function profileColumns(sample: SeedMember): string[] {
  const columns = Object.keys(sample.profile);
  for (const column of columns) if (!IDENTIFIER.test(column)) throw new Error(`Bad column name ${column}`);
  return columns;
}

interface InsertedBatch {
  users: number;
  profiles: number;
  photoProfileIds: number[];
}

/** The whole batch as one JSON parameter: thousands of rows per round trip. */
async function insertMembers(db: Db, batch: SeedMember[], passwordHash: string): Promise<InsertedBatch> {
  const first = batch[0];
  if (!first) return { users: 0, profiles: 0, photoProfileIds: [] };
  const columns = profileColumns(first);
  const users = batch.map((m) => ({ ...m.user, created_at: m.profile.created_at }));

  return db.transaction(async (tx) => {
    const inserted = await tx.execute<{ id: number; mobile: string }>(sql`
      insert into users (mobile, password_hash, user_name, domain, created_at, updated_at)
      select mobile, ${passwordHash}, user_name, domain, created_at, created_at
      from json_to_recordset(${JSON.stringify(users)}::json)
        as input(mobile varchar, user_name varchar, domain varchar, created_at timestamptz)
      on conflict (mobile) do nothing
      returning id, mobile`);
    const userIdOf = new Map(inserted.rows.map((row) => [row.mobile, row.id]));
    const fresh = batch.filter((m) => userIdOf.has(m.user.mobile));
    if (fresh.length === 0) return { users: 0, profiles: 0, photoProfileIds: [] };

    const profileRows = fresh.map((m) => ({ ...m.profile, user_id: userIdOf.get(m.user.mobile) }));
    const list = sql.raw(columns.join(', '));
    const selected = sql.raw(columns.map((c) => `input.${c}`).join(', '));
    const profiles = await tx.execute<{ id: number; user_id: number }>(sql`
      insert into profiles (user_id, mid, ${list})
      select input.user_id, (case when input.gender = 'Male' then 'MM' else 'MF' end)
        || nextval('member_number_seq'), ${selected}
      from json_populate_recordset(null::profiles, ${JSON.stringify(profileRows)}::json) as input
      returning id, user_id`);
    const profileIdOf = new Map(profiles.rows.map((row) => [row.user_id, row.id]));
    const photoProfileIds = fresh
      .filter((m) => m.hasPhoto)
      .map((m) => profileIdOf.get(userIdOf.get(m.user.mobile) as number) as number);
    return { users: fresh.length, profiles: profileIdOf.size, photoProfileIds };
  });
}

/** Files first: a row never points at a missing file. */
async function addPhotos(
  db: Db,
  storage: MediaStorage,
  profileIds: number[],
  pool: PhotoVariants[],
): Promise<number> {
  const rows: { profile_id: number; short_key: string; large_key: string; url_key: string }[] = [];
  await inBatches(profileIds, FILE_WRITES_AT_ONCE, async (profileId) => {
    const variants = pool[profileId % pool.length] as PhotoVariants;
    const keys = {
      short_key: newMediaKey('photo', 'webp'),
      large_key: newMediaKey('photo', 'webp'),
      url_key: newMediaKey('photo', 'webp'),
    };
    await storage.put(keys.short_key, variants.short, MEDIA_CONTENT_TYPES.webp);
    await storage.put(keys.large_key, variants.large, MEDIA_CONTENT_TYPES.webp);
    await storage.put(keys.url_key, variants.full, MEDIA_CONTENT_TYPES.webp);
    rows.push({ profile_id: profileId, ...keys });
  });
  if (rows.length === 0) return 0;
  await db.execute(sql`
    insert into photos (profile_id, short_key, large_key, url_key, approved)
    select input.profile_id, short_key, large_key, url_key, p.status = 200
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as input(profile_id int, short_key text, large_key text, url_key text)
      join profiles as p on p.id = input.profile_id`);
  return rows.length;
}

/** Demo members beside real ones would be shown to real families. */
export class RealMembersError extends Error {
  constructor(readonly realMembers: number) {
    super(
      `The database has ${realMembers} real member${realMembers === 1 ? '' : 's'}: demo members would be shown to them. ` +
        'Run again with --force to seed it anyway.',
    );
    this.name = 'RealMembersError';
  }
}

export async function countRealMembers(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from users as u
    where u.role = 'USER' and not exists (select 1 from profiles as p where p.user_id = u.id and p.demo)`);
  return result.rows[0]?.n ?? 0;
}

/** Each marked `demo` so the site shows them as such. */
export async function seedDatabase(db: Db, storage: MediaStorage, run: SeedRun): Promise<SeedResult> {
  if (!run.force) {
    const real = await countRealMembers(db);
    if (real > 0) throw new RealMembersError(real);
  }
  const random = createRandom(run.seed);
  const pool = run.photoShare > 0 ? await photoPool() : [];
  const total: SeedResult = { users: 0, profiles: 0, photos: 0, skipped: 0 };
  let photosOfLastBatch: Promise<number> = Promise.resolve(0);
  for (let start = 0; start < run.profiles; start += run.batchSize) {
    const size = Math.min(run.batchSize, run.profiles - start);
    const batch = Array.from({ length: size }, (_, i) =>
      generateMember(random, start + i, mobileOf(run.seed, start + i), run),
    );
    const added = await insertMembers(db, batch, run.passwordHash);
    total.photos += await photosOfLastBatch;
    // Fresh statistics, so the planner picks the search indexes at once instead of after autovacuum.
    await db.execute(sql`analyze users, profiles, photos`);
    photosOfLastBatch = addPhotos(db, storage, added.photoProfileIds, pool);
    total.users += added.users;
    total.profiles += added.profiles;
    total.skipped += size - added.users;
    run.onProgress?.(start + size, run.profiles);
  }
  total.photos += await photosOfLastBatch;
  // With the visibility map too, so the count is index-only at once.
  await db.execute(sql`vacuum analyze users, profiles, photos`);
  return total;
}
