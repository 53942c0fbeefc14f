import { Column, type GetColumnData, is, type SQL, sql } from 'drizzle-orm';

/**
 * A select list read as one text value per row: `row(a, b, …)::text`, PostgreSQL's text form of a
 * record, split back into its fields here.
 *
 * Why: node-postgres reads every value of a result on its own (a row description parsed again on
 * each execution, then a string and a parser call per value). For a search page of 20 rows of 41
 * columns that was the largest part of what the server spent on it: 410-530 µs of CPU a page,
 * against 270-310 read as 20 records and split here (bench/src/page-reading.ts; docs/benchmarks.md,
 * "a search page as 20 records"). Only for wide, hot statements; everything else reads columns as
 * drizzle gives them.
 *
 * The format (PostgreSQL manual, "Composite Type Input and Output Syntax"): fields between `(` and
 * `)`, separated by commas; a NULL is nothing at all; any other value is written as is, or between
 * double quotes when it is empty or holds a quote, backslash, parenthesis, comma or white space,
 * and within the quotes a quote or a backslash is written twice.
 */

/** How a field's text becomes its value, and the value each kind gives. */
interface KindValue {
  text: string;
  number: number;
  boolean: boolean;
  json: unknown;
}
export type Kind = keyof KindValue;

/** An expression in a record, with the kind of value it gives (a column's kind comes from the column). */
export interface Expression<T> {
  sql: SQL<T>;
  kind: Kind;
}

/** `kind` must give what the expression is typed as: `sql<number>` read as 'boolean' does not compile. */
export function expression<T extends KindValue[K] | null, K extends Kind>(
  expr: SQL<T>,
  kind: K,
): Expression<T> {
  return { sql: expr, kind };
}

export type RecordFields = Record<string, Column | Expression<unknown>>;

/** The row `recordReader` answers: each field's value, as drizzle types a column (null where it may be). */
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

/** The fields of a record's text, in order; null for a NULL. */
export function splitRecord(text: string): (string | null)[] {
  const fields: (string | null)[] = [];
  const end = text.length - 1; // the closing parenthesis
  // Where the next backslash is, found once rather than again for every quoted field.
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

/** The fields as one record: select it, and read each row's value with `recordReader(fields)`. */
export function recordOf(fields: RecordFields): SQL<string> {
  const values = Object.values(fields).map((field) => (is(field, Column) ? field : field.sql));
  return sql<string>`row(${sql.join(values, sql`, `)})::text`;
}

/** Reads a record of `fields` (as `recordOf` selects it) into a row keyed by their names. */
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
