import { asc, Column, is, sql } from 'drizzle-orm';
import { boolean, date, integer, json, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/test-app.js';
import { expression, recordOf, recordReader, splitRecord } from './sql-record.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create temporary table record_samples (
    n integer primary key, label text, small smallint, flag boolean, born date, doc json)`);
});
afterAll(async () => database.close());

const samples = pgTable('record_samples', {
  n: integer('n').primaryKey(),
  label: text('label'),
  small: smallint('small'),
  flag: boolean('flag'),
  born: date('born', { mode: 'string' }),
  doc: json('doc'),
});

// Every character the record format quotes or escapes, alone, doubled and among others; what looks
// like a NULL or a record; white space at either end; the scripts of our sites; control characters;
// a long value.
const hostile = [
  '',
  ' ',
  '  lead',
  'trail  ',
  '"',
  '""',
  '\\',
  '\\\\"',
  '\\"',
  ',',
  ',,',
  '(',
  ')',
  '(a,b)',
  '()',
  'NULL',
  'null',
  'a\nb\r\nc',
  '\t',
  'मराठी "नाव", (पुणे) \\ शेवट',
  'தமிழ்\\',
  '😀,"😀"',
  '{"key": "va,lue"}',
  // Text written to look like the end of its field and the start of another.
  'Neha","9876543210',
  'Neha\\",9876543210,"',
  'x)(,"y',
  '\u0001\u001f\u007f control',
  'x'.repeat(20_000),
];

// Random strings over the characters that matter, for what the list above did not think of.
function randomText(seed: number): string {
  const alphabet = ['"', '\\', ',', '(', ')', ' ', '\n', 'a', 'ब', '\u00a0', "'", '{', '}'];
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state;
  };
  return Array.from({ length: next() % 12 }, () => alphabet[next() % alphabet.length]).join('');
}

const labels = [...hostile, ...Array.from({ length: 300 }, (_, i) => randomText(i + 1)), null];

describe('a select list read as one record per row', () => {
  it('reads back every value as its columns give it, whatever the text holds', async () => {
    const rows = labels.map((label, n) => ({
      n,
      label,
      small: n % 5 === 0 ? null : n - 150,
      flag: n % 3 === 0 ? null : n % 2 === 0,
      born: n % 7 === 0 ? null : `19${String(50 + (n % 50)).padStart(2, '0')}-0${1 + (n % 9)}-1${n % 10}`,
      doc: n % 4 === 0 ? null : { label, list: [n, label, null], nested: { ok: n % 2 === 0 } },
    }));
    await database.db.insert(samples).values(rows);

    const fields = {
      n: samples.n,
      label: samples.label,
      small: samples.small,
      flag: samples.flag,
      born: samples.born,
      doc: samples.doc,
      twice: expression(sql<number>`${samples.n} * 2`, 'number'),
      even: expression(sql<boolean>`${samples.n} % 2 = 0`, 'boolean'),
      upper: expression(sql<string | null>`upper(${samples.label})`, 'text'),
      listed: expression(sql<unknown[]>`json_build_array(${samples.label}, ${samples.n})`, 'json'),
    };
    const read = recordReader(fields);
    const asRecords = await database.db
      .select({ record: recordOf(fields) })
      .from(samples)
      .orderBy(asc(samples.n));
    // The same select list as columns, as drizzle reads and maps them.
    const asColumns = await database.db
      .select(
        Object.fromEntries(
          Object.entries(fields).map(([name, field]) => [name, is(field, Column) ? field : field.sql]),
        ),
      )
      .from(samples)
      .orderBy(asc(samples.n));

    expect(asRecords).toHaveLength(labels.length);
    const readRows = asRecords.map((row) => read(row.record));
    expect(readRows.map((row) => row.label)).toEqual(labels);
    expect(readRows).toEqual(asColumns);
  });

  it('tells a NULL from an empty text in the only field and in the last', () => {
    expect(splitRecord('()')).toEqual([null]);
    expect(splitRecord('("")')).toEqual(['']);
    expect(splitRecord('(a,)')).toEqual(['a', null]);
    expect(splitRecord('(a,"")')).toEqual(['a', '']);
    expect(splitRecord('(,)')).toEqual([null, null]);
  });

  it('refuses a record cut short inside a quoted field, or with more fields than selected', () => {
    expect(() => splitRecord('("abc')).toThrow('ended inside a quoted field');
    const read = recordReader({ n: samples.n });
    expect(() => read('(1,2)')).toThrow('held 2 fields where 1 were selected');
  });

  it('refuses a column it could not read back as drizzle would', () => {
    const stamps = pgTable('stamps', { at: integer('at').array() });
    expect(() => recordReader({ at: stamps.at })).toThrow(
      'A record cannot hold at: its column type is array.',
    );
  });
});
