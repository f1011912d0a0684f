import pg from 'pg';

let statements = 0;
let installed = false;

/**
 * For `pnpm bench` only (BENCH=1): counts every statement the server sends to its database. Each
 * one passes through `pg.Client#query` exactly once, whether Drizzle sent it through the pool
 * (which hands it to a client) or through a transaction's client, on PostgreSQL and on PGlite
 * alike (both are reached through node-postgres). A bench reads the running total before and
 * after a step: statements are round trips, the cost that limits ordering on PostgreSQL.
 */
export function countDatabaseStatements(): void {
  if (installed) return;
  installed = true;
  const query = pg.Client.prototype.query;
  // The override keeps every overload of query; only the count is added.
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
}

/** Statements sent since the counting started (0 when it never did). */
export function databaseStatements(): number {
  return statements;
}
