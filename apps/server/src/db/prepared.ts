import type { Db } from './client.js';

/**
 * Prepared by name on each connection, so PostgreSQL parses them once and may keep a generic plan. Only
 * for a small, closed set of keys: each is a statement kept on every connection for the process's life.
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

export function preparedOnce<P>(build: (db: Db) => P): (db: Db) => P {
  const statement = preparedPerKey((db: Db, _key: 0) => build(db));
  return (db) => statement(db, 0);
}
