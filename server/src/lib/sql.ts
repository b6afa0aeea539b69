import type { Database, Statement } from 'better-sqlite3';

const cache = new WeakMap<Database, Map<string, Statement>>();

/** Prepared statements are cached per database and SQL text (SQL is built only from whitelisted fragments). */
export function statement(db: Database, sql: string): Statement {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let prepared = statements.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    statements.set(sql, prepared);
  }
  return prepared;
}

export function allRows<Row>(db: Database, sql: string, ...args: unknown[]): Row[] {
  return statement(db, sql).all(...args) as Row[];
}

export function oneRow<Row>(db: Database, sql: string, ...args: unknown[]): Row | undefined {
  return statement(db, sql).get(...args) as Row | undefined;
}
