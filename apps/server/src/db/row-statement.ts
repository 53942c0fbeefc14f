import { PGlite } from '@electric-sql/pglite';
import { Column, fillPlaceholders, is, SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.js';

/** A value read as the driver gives it, turned into what drizzle would return for its field. */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

// Dates, times and intervals (and their arrays) come as their text, as drizzle reads them: a
// column's own decoder then makes them what the schema says (a string for a `date` in string mode).
const AS_TEXT = new Set<number>([
  pg.types.builtins.DATE,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.INTERVAL,
  1182, // date[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const asText = (value: string) => value;
// Asked for every column of every result: the answer for a type never changes, so it is kept.
const textParsers = new Map<number, (value: string) => unknown>();
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (format === 'binary') return pg.types.getTypeParser(oid, format);
    let parser = textParsers.get(oid);
    if (!parser) {
      parser = AS_TEXT.has(oid)
        ? asText
        : (pg.types.getTypeParser(oid, 'text') as (value: string) => unknown);
      textParsers.set(oid, parser);
    }
    return parser;
  },
};
const pgliteParsers = Object.fromEntries([...AS_TEXT].map((oid) => [oid, asText]));

/** A select built by drizzle: its SQL (with placeholders), its fields and the type of its rows. */
interface BuiltSelect<Row> {
  toSQL(): { sql: string; params: unknown[] };
  readonly _: {
    readonly result: Row[];
    readonly selectedFields: Record<string, unknown>;
    readonly config: { joins?: unknown[] };
  };
}

export interface RowStatement<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * A select of flat fields, built by drizzle once and run by name on each connection (as
 * drizzle's `prepare`), whose rows are made into objects here, by position, with each field's
 * decoder. Drizzle's own row mapping walks every field's path and class on every row; for a page
 * of 20 rows of 40 columns that was a tenth of what a search cost the server. Only for flat
 * selections (no nested objects, no joins that may be null).
 */
export function rowStatement<Row>(db: Db, name: string, query: BuiltSelect<Row>): RowStatement<Row> {
  if (query._.config.joins?.length) {
    throw new Error(`rowStatement ${name}: a join's fields may all be null, which only drizzle maps`);
  }
  const fields = query._.selectedFields;
  const keys = Object.keys(fields);
  const decoders: Decoder[] = Object.values(fields).map((field) => {
    if (is(field, Column)) return field;
    // Set by `sql<T>` (a no-op) or `.mapWith()`; not in drizzle's public types.
    if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
    throw new Error(`rowStatement ${name}: only columns and SQL expressions can be fields`);
  });
  const { sql: text, params } = query.toSQL();
  const toRow = (values: unknown[]): Row => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const value = values[i];
      row[keys[i] as string] = value === null ? null : (decoders[i] as Decoder).mapFromDriverValue(value);
    }
    return row as Row;
  };

  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    return {
      async execute(values) {
        const result = await client.query<unknown[]>({
          name,
          text,
          values: fillPlaceholders(params, values),
          rowMode: 'array',
          types: pgTypes,
        });
        return result.rows.map(toRow);
      },
    };
  }
  if (client instanceof PGlite) {
    return {
      async execute(values) {
        const result = await client.query<unknown[]>(text, fillPlaceholders(params, values), {
          rowMode: 'array',
          parsers: pgliteParsers,
        });
        return result.rows.map(toRow);
      },
    };
  }
  throw new Error(`rowStatement ${name}: not a database handle of openDatabase`);
}
