import { RAASI_VALUES, STAR_VALUES } from '@varmala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.js';
import { CHART_CODES, CHART_RAASIS, CHART_STARS, chartCode, chartCodeSql } from './chart-code.js';
import type { Database } from './client.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

// Every star (and one that is none of them, and none), every padham (and one out of range, and
// none), every raasi (and one that is none of them, and none).
const stars = [...STAR_VALUES, 'Pluto', null];
const padhams = [1, 2, 3, 4, 7, null];
const raasis = [...RAASI_VALUES, 'Ophiuchus', null];

describe('chart numbers', () => {
  it('follow the canonical lists of stars and raasis, in their order', () => {
    expect(CHART_STARS).toEqual(STAR_VALUES);
    expect(CHART_RAASIS).toEqual(RAASI_VALUES);
  });

  it('are the same in PostgreSQL as in the server, for every star, padham and raasi', async () => {
    await database.db.execute(sql`create temporary table charts (
      birth_star text, padham smallint, raasi text,
      chart_code smallint generated always as (${chartCodeSql}) stored)`);
    const combinations = stars.flatMap((star) =>
      padhams.flatMap((padham) => raasis.map((raasi) => ({ star, padham, raasi }))),
    );
    await database.db.execute(sql`insert into charts (birth_star, padham, raasi)
      select * from json_to_recordset(${JSON.stringify(combinations)}::json)
        as c(star text, padham smallint, raasi text)`);
    const { rows } = await database.db.execute<{
      birth_star: string | null;
      padham: number | null;
      raasi: string | null;
      chart_code: number | null;
    }>(sql`select birth_star, padham, raasi, chart_code from charts`);
    expect(rows).toHaveLength(combinations.length);
    for (const row of rows) {
      expect(row.chart_code, JSON.stringify(row)).toBe(chartCode(row.birth_star, row.padham, row.raasi));
    }
  });

  it('number each chart once, from 0 to CHART_CODES - 1, and none without a known star', () => {
    const codes = new Set<number>();
    for (const star of STAR_VALUES) {
      for (const padham of [1, 2, 3, 4]) codes.add(chartCode(star, padham, 'Mesha') as number);
      codes.add(chartCode(star, null, null) as number);
      for (const raasi of RAASI_VALUES) codes.add(chartCode(star, null, raasi) as number);
    }
    expect(codes.size).toBe(STAR_VALUES.length * 17);
    expect(Math.min(...codes)).toBe(0);
    expect(Math.max(...codes)).toBe(CHART_CODES - 1);
    expect(chartCode(null, 1, 'Mesha')).toBeNull();
    expect(chartCode('Pluto', 1, null)).toBeNull();
    expect(chartCode('Rohini', 7, null)).toBeNull();
    expect(chartCode('Rohini', null, 'Ophiuchus')).toBeNull();
  });

  it("are what the profiles table's generated column holds: the migration wrote the same rule", async () => {
    const expression = async (table: string) => {
      const { rows } = await database.db.execute<{ expression: string }>(sql`
        select pg_get_expr(d.adbin, d.adrelid) as expression from pg_attrdef d
        join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
        where d.adrelid = ${table}::regclass and a.attname = 'chart_code'`);
      return rows[0]?.expression;
    };
    await database.db.execute(sql`create temporary table if not exists rule (
      birth_star varchar(40), padham smallint, raasi varchar(40),
      chart_code smallint generated always as (${chartCodeSql}) stored)`);
    const stored = await expression('profiles');
    expect(stored).toContain('array_position');
    expect(stored).toBe(await expression('rule'));
  });
});
