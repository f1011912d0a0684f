import type { Executor } from '../accounts/repository.js';
import { GuardedPool } from './guarded-pool.js';
import { NamingClient } from './named-statements.js';

/** A drizzle query that can be prepared: built once, then executed with placeholder values. */
interface Preparable<Result> {
  prepare(name: string): Prepared<Result>;
  /** Built now and run once, unnamed. */
  execute(values?: Record<string, unknown>): Promise<Result>;
}

interface Prepared<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/** Each hot query as first built, by its name: the same text for every database and connection. */
const preparedByName = new Map<string, Prepared<unknown>>();

/** The node-postgres pool or connection a database or transaction sends its statements through. */
export function clientOf(db: Executor): unknown {
  return (db as unknown as { session?: { client?: unknown } }).session?.client;
}

/** Whether statements sent through `client` may be prepared under a name of their own. */
function keepsStatementNames(client: unknown): boolean {
  return client instanceof NamingClient || (client instanceof GuardedPool && client.namedStatements);
}

/**
 * Runs a hot query built once and then only executed with `values` (drizzle's prepared query, its
 * values given as `sql.placeholder(name)`), on the database or in the transaction `db`. Building a
 * query from its parts costs the server 0.1-0.6 ms, more than the database takes to answer most
 * of them: a checkout's four token lookups alone spent half a millisecond building the same text,
 * and placing's read 0.5 ms (issue 28). `name` names the statement on every connection (one name,
 * one text). Where connections keep no names (DATABASE_PREPARED_STATEMENTS=off, a pooler in
 * transaction mode) the query is built each time and sent unnamed, as every other statement then is.
 */
export function runPrepared<Result>(
  db: Executor,
  name: string,
  build: (db: Executor) => Preparable<Result>,
  values: Record<string, unknown>,
): Promise<Result> {
  const client = clientOf(db);
  if (!keepsStatementNames(client)) return build(db).execute(values);
  let prepared = preparedByName.get(name) as Prepared<Result> | undefined;
  if (!prepared) {
    prepared = build(db).prepare(name);
    preparedByName.set(name, prepared as Prepared<unknown>);
  }
  // drizzle's prepared query keeps the client it was made on in `client` and reads it there when
  // it runs; this one runs on this database's pool or this transaction's connection. A drizzle
  // that kept it elsewhere is noticed here: the query is then made for this run.
  if (!Object.hasOwn(prepared, 'client')) return build(db).prepare(name).execute(values);
  const here: Prepared<Result> = Object.create(prepared, { client: { value: client } });
  return here.execute(values);
}
