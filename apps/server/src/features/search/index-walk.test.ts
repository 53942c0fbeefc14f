import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SearchFilters, searchFiltersSchema } from '@varmala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../app-types.js';
import { CHART_CODES, chartCode } from '../../db/chart-code.js';
import type { Database, Db } from '../../db/client.js';
import { poolUnder } from '../../db/pool.test-support.js';
import { seedDatabase } from '../../db/seed/seed-database.js';
import { createStorage } from '../../lib/storage/create-storage.js';
import { createMediaUrlSigner } from '../../lib/storage/signed-url.js';
import { createTestDatabase, testConfig } from '../../test/test-app.js';
import { HoroscopeCaches } from '../access/horoscope-caches.js';
import { walksSearchIndex } from './index-walk.js';
import { searchOf } from './search-of.js';
import { type SearchDeps, searchProfiles } from './search-profiles.js';
import { searchPage } from './search-query.js';
import { CountCache } from './search-speed.js';

describe('when a page walks the search index', () => {
  it('walks when the entries it reads before its last row are few, and never without both counts', () => {
    // 100,000 profiles: 28,000 in scope, 22,000 matching.
    expect(walksSearchIndex(22_000, 28_000, 1)).toBe(true);
    expect(walksSearchIndex(22_000, 28_000, 7)).toBe(true);
    expect(walksSearchIndex(22_000, 28_000, 8)).toBe(false);
    // A small site: 2,800 in scope, 1,500 matching.
    expect(walksSearchIndex(1_500, 2_800, 1)).toBe(true);
    // A narrow filter on a large site: 500 of 200,000.
    expect(walksSearchIndex(500, 200_000, 1)).toBe(false);
    expect(walksSearchIndex(0, 200_000, 1)).toBe(false);
    // A scope of 200 or fewer is walked whole at most.
    expect(walksSearchIndex(0, 200, 50)).toBe(true);
    expect(walksSearchIndex(0, 201, 50)).toBe(false);
    expect(walksSearchIndex(undefined, 28_000, 1)).toBe(false);
    expect(walksSearchIndex(22_000, undefined, 1)).toBe(false);
  });
});

/** What a search with no filters sends, as the API reads it: every list empty. */
const NO_FILTERS: SearchFilters = searchFiltersSchema.parse({});

/** A value as a SQL literal for EXECUTE. */
function literal(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `'{${value.map((v) => `"${String(v)}"`).join(',')}}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe.runIf(process.env.TEST_DATABASE_URL)('the search page on the index-walk pool (PostgreSQL)', () => {
  let database: Database;
  let walkDb: Db;
  let dataDir: string;
  const viewers: AuthUser[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    walkDb = database.indexWalkDb as Db;
    dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-walk-'));
    await seedDatabase(database.db, createStorage(testConfig(dataDir)), {
      profiles: 400,
      seed: 5,
      batchSize: 200,
      photoShare: 0.3,
      approvedShare: 0.8,
      tamilShare: 0.4,
      today: new Date(),
      passwordHash: 'not used',
    });
    // One profile in three carries a badge, for "verified only".
    await database.db.execute(sql`update profiles set badge_mask = 2 where id % 3 = 0`);
    await database.db.execute(sql`analyze profiles`);
    type Row = Pick<AuthUser, 'id' | 'domain' | 'gender' | 'profileId'>;
    const { rows } = await database.db.execute<Row>(sql`
      select distinct on (p.domain, p.gender) u.id, p.domain, p.gender, p.id as "profileId"
      from users u join profiles p on p.user_id = u.id where p.status = 200 order by p.domain, p.gender, u.id`);
    for (const row of rows) {
      viewers.push({
        ...row,
        role: 'USER',
        hasPhoto: true,
        profileStatus: 200,
        inBlock: false,
        demo: false,
        demosApart: false,
      });
    }
    // The first viewer blocks a few of the members he would see, and one of them blocks him back:
    // his pages read the block rule, the others' skip it.
    const [blocker] = viewers as [AuthUser];
    await database.db.execute(sql`
      insert into blocks (blocker_id, blocked_id)
      select ${blocker.id}::int, p.user_id from profiles p
      where p.status = 200 and p.domain = ${blocker.domain} and p.gender <> ${blocker.gender}
      order by p.created_at desc limit 5`);
    await database.db.execute(sql`
      insert into blocks (blocker_id, blocked_id)
      select p.user_id, ${blocker.id}::int from profiles p
      where p.status = 200 and p.domain = ${blocker.domain} and p.gender <> ${blocker.gender}
      order by p.created_at desc offset 5 limit 1`);
    viewers[0] = { ...blocker, inBlock: true };
  });

  afterAll(async () => {
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the same rows, in the same order, as a plan made for the values', async () => {
    expect(viewers).toHaveLength(4);
    const searches: [SearchFilters, number][] = [
      [NO_FILTERS, 1],
      [NO_FILTERS, 3],
      [{ ...NO_FILTERS, from_age: 21, to_age: 32, martial_status: ['Never Married'] }, 1],
      [{ ...NO_FILTERS, from_age: 25, to_age: 40 }, 2],
      [{ ...NO_FILTERS, to_age: 30 }, 1],
    ];
    // "Horoscope matches only" for a set of half the chart numbers: the walk compares a parameter's
    // array it cannot see when it plans, the other pool an array it plans for.
    const halfTheCharts = `{${Array.from({ length: Math.ceil(CHART_CODES / 2) }, (_, n) => n * 2).join(',')}}`;
    let rowsCompared = 0;
    let horoscopeRowsCompared = 0;
    for (const viewer of viewers) {
      for (const [filters, page] of searches) {
        for (const photos of [true, false]) {
          for (const [horoscopeCodes, verified_only] of [
            [null, undefined],
            [halfTheCharts, undefined],
            [null, true],
          ] as const) {
            const search = {
              ...searchOf(viewer, { ...filters, verified_only }, photos),
              horoscopeCodes,
              horoscopeSet: horoscopeCodes,
            };
            const planned = await searchPage(database.db, search, page);
            const walked = await searchPage(walkDb, search, page);
            expect(walked).toEqual(planned);
            rowsCompared += planned.length;
            if (horoscopeCodes) {
              horoscopeRowsCompared += planned.length;
              // Every row found is of a chart in the set: an even number.
              for (const row of walked) {
                expect(chartCode(row.birthStar, row.padham, row.raasi), JSON.stringify(row)).toSatisfy(
                  (code: number | null) => code !== null && code % 2 === 0,
                );
              }
            }
          }
        }
      }
    }
    expect(horoscopeRowsCompared).toBeGreaterThan(100);
    // The seed's 400 members fill every one of these pages for some viewers.
    expect(rowsCompared).toBeGreaterThan(400);
    // The blocked pairs are not on either pool's first page for the viewer in blocks.
    const [blocker] = viewers as [AuthUser];
    const first = await searchPage(walkDb, searchOf(blocker, NO_FILTERS, true), 1);
    const blockedIds = await database.db.execute<{ id: number }>(sql`
      select p.id from profiles p join blocks b
        on (b.blocker_id = ${blocker.id}::int and b.blocked_id = p.user_id)
        or (b.blocked_id = ${blocker.id}::int and b.blocker_id = p.user_id)`);
    expect(blockedIds.rows).toHaveLength(6);
    for (const { id } of blockedIds.rows) expect(first.map((row) => row.id)).not.toContain(id);
  });

  /** The statements `run` sends through the pool of `db`, by name and with their values. */
  async function sentThrough(db: Db, run: () => Promise<unknown>) {
    const query = vi.spyOn(poolUnder(db), 'query');
    try {
      await run();
      return query.mock.calls.map((args) => statementOf(args));
    } finally {
      // Restoring forgets the calls: they are read before.
      query.mockRestore();
    }
  }

  it("is where a member's page goes once the counts kept show the walk is short", async () => {
    const ctx: SearchDeps = {
      db: database.db,
      indexWalkDb: walkDb,
      urls: createMediaUrlSigner('index-walk-test-secret'),
      counts: new CountCache(() => 60_000, 100),
      horoscopes: new HoroscopeCaches(),
    };
    const viewer = viewers[0] as AuthUser;
    const pages = (filters: SearchFilters, page: number) =>
      sentThrough(walkDb, () => searchProfiles(ctx, viewer, page, filters)).then((sent) =>
        sent.filter((statement) => statement.name?.startsWith('search_page_')),
      );
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    // A count kept behind a request (the scope's) is in once its statement has answered, a round
    // trip to PostgreSQL later: the next page walks from then on.
    const walksOnceCounted = (filters: SearchFilters) =>
      vi.waitFor(async () => expect(await pages(filters, 1)).toHaveLength(1), {
        timeout: 5_000,
        interval: 20,
      });
    // The scope's count is the count of the search with no filters, kept once under one key.
    expect(await pages(NO_FILTERS, 1)).toHaveLength(0);
    await settled();
    expect(ctx.counts.size).toBe(1);
    expect(await pages(NO_FILTERS, 1)).toHaveLength(1);
    const wide: SearchFilters = { ...NO_FILTERS, from_age: 18, to_age: 45 };
    // Its matches not counted yet: planned for its values.
    expect(await pages(wide, 1)).toHaveLength(0);
    await settled();
    expect(await pages(wide, 1)).toHaveLength(1);
    // Other filters: their matches are not counted yet, the scope is.
    const narrow: SearchFilters = { ...NO_FILTERS, from_age: 30, to_age: 30, martial_status: ['Widowed'] };
    expect(await pages(narrow, 1)).toHaveLength(0);
    expect(await pages(narrow, 1)).toHaveLength(1);
    // "Verified only" walks once its matches and its scope (the verified ones) are counted.
    const verified: SearchFilters = { ...wide, verified_only: true };
    expect(await pages(verified, 1)).toHaveLength(0);
    await walksOnceCounted(verified);
    // A shortlist's search and an admin's are always planned for their values.
    expect(await pages({ ...wide, shortlist: true }, 1)).toHaveLength(0);
    const admin: AuthUser = { ...viewer, role: 'ADMIN' };
    expect(await sentThrough(walkDb, () => searchProfiles(ctx, admin, 1, wide))).toHaveLength(0);
  });

  it('walks the search index in page order, with no sort, whatever the values', async () => {
    const narrow: SearchFilters = { ...NO_FILTERS, from_age: 40, to_age: 40, martial_status: ['Widowed'] };
    // The viewer in blocks and one in none: the block rule is a filter of the walk, never a sort.
    const verified: SearchFilters = { ...NO_FILTERS, verified_only: true };
    const sent = await sentThrough(walkDb, async () => {
      for (const viewer of [viewers[0], viewers[1]] as AuthUser[]) {
        for (const filters of [NO_FILTERS, narrow, verified]) {
          await searchPage(walkDb, searchOf(viewer, filters, true), 1);
        }
      }
    });
    expect(sent).toHaveLength(6);
    // The index-walk pool itself: its connections plan as the walk does.
    const pool = poolUnder(walkDb);

    const connection = await pool.connect();
    try {
      for (const statement of sent) {
        await connection.query(`prepare explained as ${statement.text}`);
        const result = await connection.query(
          `explain (format json) execute explained(${statement.values.map(literal).join(', ')})`,
        );
        await connection.query('deallocate explained');
        const [{ Plan: plan }] = result.rows[0]['QUERY PLAN'] as [{ Plan: PlanNode }];
        const nodes = nodesOf(plan);
        const types = nodes.map((node) => node['Node Type']);
        expect(types).not.toContain('Sort');
        expect(types).not.toContain('Gather Merge');
        const onProfiles = nodes.filter((node) => node['Relation Name'] === 'profiles');
        // Read once a query, not per row: the viewer's own row (whether they show their activity).
        const ownRow = onProfiles.filter((node) => node['Parent Relationship'] === 'InitPlan');
        for (const node of ownRow) {
          expect(node).toMatchObject({ 'Index Name': 'profiles_user_id_unique', 'Plan Rows': 1 });
        }
        const profileScans = onProfiles.filter((node) => node['Parent Relationship'] !== 'InitPlan');
        // "Verified only" walks the index of the verified few.
        const index = statement.name?.endsWith('_verified') ? 'profiles_verified_idx' : 'profiles_search_idx';
        expect(profileScans).toEqual([
          expect.objectContaining({ 'Node Type': 'Index Scan', 'Index Name': index }),
        ]);
      }
    } finally {
      connection.release();
    }
  });
});

/** A statement as the pool's `query` was called with it: a text, or a config, and values beside it. */
function statementOf([config, values]: unknown[]): { name?: string; text: string; values: unknown[] } {
  const beside = Array.isArray(values) ? values : [];
  if (typeof config === 'string') return { text: config, values: beside };
  if (typeof config !== 'object' || config === null || !('text' in config) || typeof config.text !== 'string')
    throw new Error('a query without its text');
  const name = 'name' in config && typeof config.name === 'string' ? config.name : undefined;
  // drizzle's prepared statements send their values as the second argument.
  const own = 'values' in config && Array.isArray(config.values) ? config.values : beside;
  return { name, text: config.text, values: own };
}
