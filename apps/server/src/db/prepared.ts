import type { Db } from './client.js';

/**
 * Statements built once per database handle and key, and prepared by name on each connection:
 * drizzle does not rebuild their SQL on every call, and PostgreSQL parses them once per connection
 * and may keep a generic plan. Only for statements whose text is fixed by the key (their values are
 * placeholders), and only for a small, closed set of keys: every key is a statement kept on every
 * connection for the life of the process.
 */
export function preparedPerKey<K extends string | number, P>(
  build: (db: Db, key: K) => P,
): (db: Db, key: K) => P {
  const byDb = new WeakMap<Db, Map<K, P>>();
  return (db, key) => {
    let statements = byDb.get(db);
    if (!statements) {
      statements = new Map();
      byDb.set(db, statements);
    }
    let prepared = statements.get(key);
    if (prepared === undefined) {
      prepared = build(db, key);
      statements.set(key, prepared);
    }
    return prepared;
  };
}

/** One fixed statement, prepared as `preparedPerKey` does. */
export function preparedOnce<P>(build: (db: Db) => P): (db: Db) => P {
  const statement = preparedPerKey((db: Db, _key: 0) => build(db));
  return (db) => statement(db, 0);
}
