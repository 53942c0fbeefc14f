/** Compares what the server holds with the ledger of acknowledged writes, and files with rows. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import sharp from 'sharp';
import { request } from './http-client.js';
import { type MemberLedger, SECTIONS, storedVersion } from './workload.js';

export interface LedgerCheck {
  /** Acknowledged section saves whose value (or a later save's) is what the server now holds. */
  savesFound: number;
  savesLost: number;
  /** Sections whose fields carry different versions: a save applied in part. */
  sectionsTorn: number;
  /** Sections holding a version nobody tried to save after the last acknowledged one. */
  sectionsUnexpected: number;
  /** Acknowledged uploads that are there (or were deleted by a later delete). */
  uploadsFound: number;
  uploadsLost: number;
  /** Acknowledged deletes whose photo is gone. */
  deletesFound: number;
  deletesLost: number;
  /** Listed photos that no upload in the ledger explains. */
  photosPhantom: number;
  /** Listed photos missing a size, not served, not WebP, or not the picture that was uploaded. */
  photosBroken: number;
  photosChecked: number;
  problems: string[];
}

function expectedSide(width: number, height: number, max: number) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Reads every member's sections and photos through the API (as the member) and checks them. */
export async function checkLedger(base: string, ledgers: MemberLedger[]): Promise<LedgerCheck> {
  const check: LedgerCheck = {
    savesFound: 0,
    savesLost: 0,
    sectionsTorn: 0,
    sectionsUnexpected: 0,
    uploadsFound: 0,
    uploadsLost: 0,
    deletesFound: 0,
    deletesLost: 0,
    photosPhantom: 0,
    photosBroken: 0,
    photosChecked: 0,
    problems: [],
  };
  for (const ledger of ledgers) {
    const { userId } = ledger.member;
    const headers = { authorization: `Bearer ${ledger.member.token}`, 'x-forwarded-for': ledger.member.ip };
    for (const section of SECTIONS) {
      const entry = ledger.sections[section];
      const reply = await request(base, `/api/profile/${userId}/${section}`, { headers });
      if (reply.status !== 200) throw new Error(`reading ${section} of ${userId}: ${reply.status}`);
      const version = storedVersion(section, reply.json());
      if (version === 'torn') {
        check.sectionsTorn += 1;
        check.problems.push(`member ${userId} ${section}: fields from different saves`);
        continue;
      }
      const stored = version ?? 0;
      if (stored !== entry.acked && !entry.maybe.includes(stored)) {
        check.sectionsUnexpected += 1;
        check.problems.push(
          `member ${userId} ${section}: holds v${stored}, last acknowledged v${entry.acked}`,
        );
      }
      for (const saved of entry.ackedSaves) {
        if (saved <= stored) check.savesFound += 1;
        else {
          check.savesLost += 1;
          check.problems.push(`member ${userId} ${section}: acknowledged v${saved} lost (holds v${stored})`);
        }
      }
    }

    const list = await request(base, `/api/profile/${userId}/photo`, { headers });
    if (list.status !== 200) throw new Error(`listing photos of ${userId}: ${list.status}`);
    const photos =
      list.json<{ id: number; short: string; large: string; url: string; caption: string | null }[]>();
    const present = new Set<string>();
    for (const photo of photos) {
      check.photosChecked += 1;
      const entry = photo.caption ? ledger.photos.get(photo.caption) : undefined;
      if (!entry) {
        check.photosPhantom += 1;
        check.problems.push(`member ${userId}: photo ${photo.id} (${photo.caption}) was never uploaded`);
        continue;
      }
      present.add(entry.caption);
      const sizes = [
        [photo.short, 200],
        [photo.large, 800],
        [photo.url, 1600],
      ] as const;
      for (const [url, side] of sizes) {
        const file = await request(base, url, { headers });
        const expected = expectedSide(entry.width, entry.height, side);
        let fine = file.status === 200 && file.headers['content-type'] === 'image/webp';
        if (fine) {
          const meta = await sharp(file.body).metadata();
          fine =
            meta.format === 'webp' &&
            Math.abs((meta.width ?? 0) - expected.width) <= 1 &&
            Math.abs((meta.height ?? 0) - expected.height) <= 1;
        }
        if (!fine) {
          check.photosBroken += 1;
          check.problems.push(
            `member ${userId}: ${entry.caption} size ${side} is ${file.status} or not the upload`,
          );
          break;
        }
      }
    }
    for (const entry of ledger.photos.values()) {
      if (entry.deleted === 'acked') {
        if (present.has(entry.caption)) {
          check.deletesLost += 1;
          check.problems.push(`member ${userId}: deleted ${entry.caption} is back`);
        } else check.deletesFound += 1;
      }
      if (entry.upload !== 'acked') continue;
      if (present.has(entry.caption) || entry.deleted) check.uploadsFound += 1;
      else {
        check.uploadsLost += 1;
        check.problems.push(`member ${userId}: acknowledged upload ${entry.caption} lost`);
      }
    }
  }
  return check;
}

export function ledgerProblems(check: LedgerCheck): number {
  return (
    check.savesLost +
    check.sectionsTorn +
    check.sectionsUnexpected +
    check.uploadsLost +
    check.deletesLost +
    check.photosPhantom +
    check.photosBroken
  );
}

export interface StorageCheck {
  files: number;
  /** Files no row names. */
  orphans: number;
  /** Keys rows name whose file is not there. */
  missing: number;
  /** Half-written temporary files. */
  temporary: number;
}

export function storedFiles(dataDir: string): { keys: Set<string>; temporary: number } {
  const root = path.join(dataDir, 'media');
  const keys = new Set<string>();
  let temporary = 0;
  let shards: string[] = [];
  try {
    shards = readdirSync(root);
  } catch {
    return { keys, temporary };
  }
  for (const shard of shards) {
    for (const name of readdirSync(path.join(root, shard))) {
      if (name.endsWith('.tmp')) temporary += 1;
      else keys.add(name);
    }
  }
  return { keys, temporary };
}

const REFERENCED_KEYS = `
  select short_key as key from photos union all select large_key from photos union all
  select url_key from photos union all select storage_key from attachments union all
  select short_key from marriages union all select large_key from marriages union all
  select url_key from marriages`;

/** Keys the rows name: PostgreSQL while anything runs, the embedded database only while no server holds it. */
export async function referencedKeys(target: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Set<string>> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return new Set((await client.query<{ key: string }>(REFERENCED_KEYS)).rows.map((r) => r.key));
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(path.join(target.dataDir, 'db'));
  try {
    return new Set((await db.query<{ key: string }>(REFERENCED_KEYS)).rows.map((r) => r.key));
  } finally {
    await db.close();
  }
}

export async function checkStorage(target: { databaseUrl?: string; dataDir: string }): Promise<StorageCheck> {
  const referenced = await referencedKeys(target);
  const { keys, temporary } = storedFiles(target.dataDir);
  let orphans = 0;
  for (const key of keys) if (!referenced.has(key)) orphans += 1;
  let missing = 0;
  for (const key of referenced) if (!keys.has(key)) missing += 1;
  return { files: keys.size, orphans, missing, temporary };
}
