import { Column, type GetColumnData, is, type SQL, sql } from 'drizzle-orm';

/**
 * A select list read as one `row(a, b, …)::text` per row, split back here: node-postgres parses each
 * value on its own, which was most of a search page's server CPU (410-530 µs against 270-310;
 * docs/benchmarks-history.md). Only for wide, hot statements. Format: PostgreSQL manual, "Composite
 * Type Input and Output Syntax" (NULL is nothing; quotes and backslashes doubled within quotes).
 */

interface KindValue {
  text: string;
  number: number;
  boolean: boolean;
  json: unknown;
}
export type Kind = keyof KindValue;

/** A column's kind comes from the column. */
export interface Expression<T> {
  sql: SQL<T>;
  kind: Kind;
}

/** `sql<number>` read as 'boolean' does not compile. */
export function expression<T extends KindValue[K] | null, K extends Kind>(
  expr: SQL<T>,
  kind: K,
): Expression<T> {
  return { sql: expr, kind };
}

export type RecordFields = Record<string, Column | Expression<unknown>>;

export type RecordRow<F extends RecordFields> = {
  [K in keyof F]: F[K] extends Column ? GetColumnData<F[K]> : F[K] extends Expression<infer T> ? T : never;
};

const KIND_OF_COLUMN: Partial<Record<Column['dataType'], Kind>> = {
  string: 'text',
  number: 'number',
  boolean: 'boolean',
  json: 'json',
};

function kindOf(name: string, field: Column | Expression<unknown>): Kind {
  if (!is(field, Column)) return field.kind;
  const kind = KIND_OF_COLUMN[field.dataType];
  if (!kind) throw new Error(`A record cannot hold ${name}: its column type is ${field.dataType}.`);
  return kind;
}

const READ: Record<Kind, (text: string) => unknown> = {
  text: (text) => text,
  number: Number,
  boolean: (text) => text === 't',
  json: (text) => JSON.parse(text),
};

/** Null for a NULL. */
export function splitRecord(text: string): (string | null)[] {
  const fields: (string | null)[] = [];
  const end = text.length - 1; // the closing parenthesis
  let backslash = text.indexOf('\\');
  let i = 1;
  while (i <= end) {
    if (text[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1) throw new Error('A record ended inside a quoted field.');
        if (backslash !== -1 && backslash < i) backslash = text.indexOf('\\', i);
        if (backslash !== -1 && backslash < quote) {
          // The character after a backslash is itself, whatever it is.
          value += text.slice(i, backslash) + text.charAt(backslash + 1);
          i = backslash + 2;
        } else if (text[quote + 1] === '"') {
          value += text.slice(i, quote + 1);
          i = quote + 2;
        } else {
          fields.push(value + text.slice(i, quote));
          i = quote + 1;
          break;
        }
      }
    } else {
      let comma = text.indexOf(',', i);
      if (comma === -1 || comma > end) comma = end;
      fields.push(comma === i ? null : text.slice(i, comma));
      i = comma;
    }
    i++; // the comma, or the closing parenthesis
  }
  return fields;
}

export function recordOf(fields: RecordFields): SQL<string> {
  const values = Object.values(fields).map((field) => (is(field, Column) ? field : field.sql));
  return sql<string>`row(${sql.join(values, sql`, `)})::text`;
}

export function recordReader<F extends RecordFields>(fields: F): (text: string) => RecordRow<F> {
  const names = Object.keys(fields);
  const reads = names.map((name) => READ[kindOf(name, fields[name] as F[string])]);
  return (text) => {
    const values = splitRecord(text);
    if (values.length !== names.length) {
      throw new Error(`A record held ${values.length} fields where ${names.length} were selected.`);
    }
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) {
      const value = values[i] as string | null;
      row[names[i] as string] = value === null ? null : (reads[i] as (text: string) => unknown)(value);
    }
    return row as RecordRow<F>;
  };
}
