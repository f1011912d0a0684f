import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../accounts/repository.js';
import { GuardedPool } from './guarded-pool.js';

/** A drizzle query that can be prepared: built once, then executed with placeholder values. */
interface Preparable<Result> {
  prepare(name: string): Prepared<Result>;
  /** Built now and run once, unnamed. */
  execute(values?: Record<string, unknown>): Promise<Result>;
}

interface Prepared<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

const preparedByDatabase = new WeakMap<object, Map<string, Prepared<unknown>>>();

function keepsStatementNames(db: Executor): boolean {
  const pool = (db as { $client?: unknown }).$client;
  return !(pool instanceof GuardedPool) || pool.namedStatements;
}

/**
 * Runs a hot query built once per database and then only executed with `values` (drizzle's
 * prepared query, its values given as `sql.placeholder(name)`). Building a query from its parts
 * costs the server 0.1-0.2 ms, more than the database takes to answer a lookup: a checkout's four
 * token lookups alone spent half a millisecond building the same text (issue 28). A prepared
 * query runs on the pool, so inside a transaction it is built and run in that transaction each
 * time instead. `name` names the statement on every connection (one name, one text), unless the
 * connections keep no names.
 */
export function runPrepared<Result>(
  db: Executor,
  name: string,
  build: (db: Executor) => Preparable<Result>,
  values: Record<string, unknown>,
): Promise<Result> {
  // The pool's connections keep no statement names (DATABASE_PREPARED_STATEMENTS=off, a pooler
  // in transaction mode): built each time and sent unnamed, as every other statement then is.
  if (is(db, PgTransaction) || !keepsStatementNames(db)) return build(db).execute(values);
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDatabase.set(db, prepared);
  }
  let query = prepared.get(name) as Prepared<Result> | undefined;
  if (!query) {
    query = build(db).prepare(name);
    prepared.set(name, query as Prepared<unknown>);
  }
  return query.execute(values);
}
