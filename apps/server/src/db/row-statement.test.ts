import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.js';
import type { Database } from './client.js';
import { rowStatement } from './row-statement.js';
import { photos, profiles, users } from './schema.js';

describe('rowStatement', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const [owner, other] = await db
      .insert(users)
      .values([
        { mobile: '9000000001', passwordHash: 'x', userName: 'A', domain: 'varmala' },
        { mobile: '9000000002', passwordHash: 'x', userName: 'B', domain: 'varmala' },
      ])
      .returning({ id: users.id });
    if (!owner || !other) throw new Error('no users inserted');
    const base = {
      domain: 'varmala' as const,
      surname: 'Patil',
      community: 'Maratha',
      city: 'Pune',
      pincode: '411001',
      state: 'Maharashtra',
      country: 'India',
    };
    const [withEverything] = await db
      .insert(profiles)
      .values([
        {
          ...base,
          userId: owner.id,
          mid: 'MV9001',
          name: 'Asha',
          gender: 'Female',
          dateOfBirth: '1996-02-29',
          height: 160,
          fatherAlive: true,
          sisters: 2,
          about: 'Quotes " and \\ and नमस्कार',
        },
        {
          ...base,
          userId: other.id,
          mid: 'MV9002',
          name: 'Bina',
          gender: 'Female',
          dateOfBirth: '1990-12-31',
        },
      ])
      .returning({ id: profiles.id });
    if (!withEverything) throw new Error('no profile inserted');
    await db
      .insert(photos)
      .values({ profileId: withEverything.id, shortKey: 's', largeKey: 'l', urlKey: 'u', caption: null });
  });

  afterAll(async () => {
    await database?.close();
  });

  // Every kind of field the search and view read: text, whole numbers, booleans, a date in string
  // mode, nulls, a computed number, a boolean and a JSON column; with a placeholder.
  function select() {
    return database.db
      .select({
        id: profiles.id,
        name: profiles.name,
        dateOfBirth: profiles.dateOfBirth,
        height: profiles.height,
        fatherAlive: profiles.fatherAlive,
        sisters: profiles.sisters,
        about: profiles.about,
        createdAt: profiles.createdAt,
        age: sql<number>`extract(year from age(date '2026-03-01', ${profiles.dateOfBirth}))::int`,
        isAsha: sql<boolean>`${profiles.name} = ${sql.placeholder('name')}`,
        photos: sql<unknown[]>`coalesce((select json_agg(json_build_object('shortKey', ph.short_key,
          'caption', ph.caption)) from "photos" as ph where ph.profile_id = "profiles"."id"), '[]'::json)`,
      })
      .from(profiles)
      .where(sql`${profiles.mid} like 'MV900%'`)
      .orderBy(desc(profiles.mid));
  }

  it('reads the same rows, of the same types, as drizzle does', async () => {
    const ours = await rowStatement(database.db, 'row_statement_test', select()).execute({ name: 'Asha' });
    const drizzles = await select().prepare('row_statement_test_drizzle').execute({ name: 'Asha' });
    expect(ours).toEqual(drizzles);
    expect(ours).toHaveLength(2);
    const [bina, asha] = ours;
    expect(asha).toMatchObject({
      name: 'Asha',
      dateOfBirth: '1996-02-29',
      height: 160,
      fatherAlive: true,
      sisters: 2,
      about: 'Quotes " and \\ and नमस्कार',
      age: 30,
      isAsha: true,
      photos: [{ shortKey: 's', caption: null }],
    });
    expect(asha?.createdAt).toBeInstanceOf(Date);
    expect(bina).toMatchObject({
      name: 'Bina',
      height: null,
      fatherAlive: null,
      isAsha: false,
      photos: [],
    });
  });

  it('runs again with other values, on the statement already prepared', async () => {
    const statement = rowStatement(database.db, 'row_statement_test_again', select());
    expect((await statement.execute({ name: 'Bina' })).map((row) => row.isAsha)).toEqual([true, false]);
    expect((await statement.execute({ name: 'Asha' })).map((row) => row.isAsha)).toEqual([false, true]);
  });

  it('refuses a nested selection or a join, which only drizzle maps', () => {
    const nested = database.db
      .select({ id: profiles.id, family: { sisters: profiles.sisters } })
      .from(profiles);
    expect(() => rowStatement(database.db, 'row_statement_nested', nested)).toThrow(/only columns and SQL/);
    const joined = database.db
      .select({ id: profiles.id, photo: photos.shortKey })
      .from(profiles)
      .leftJoin(photos, sql`${photos.profileId} = ${profiles.id}`);
    expect(() => rowStatement(database.db, 'row_statement_joined', joined)).toThrow(/join/);
  });
});
