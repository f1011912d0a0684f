import pg from 'pg';

let statements = 0;
let roundTrips = 0;
let installed = false;

/** Statements each connection has sent and not yet had answered. */
const unanswered = new WeakMap<pg.Client, number>();

/**
 * For `pnpm bench` only (BENCH=1): counts every statement the server sends to its database, and
 * the round trips they took. Each statement passes through `pg.Client#query` exactly once,
 * whether Drizzle sent it through the pool (which hands it to a client) or through a transaction's
 * client, on PostgreSQL and on PGlite alike (both are reached through node-postgres). A statement
 * is a round trip of its own when its connection had no other statement unanswered: one written
 * while another still is (a pipelined one, db/named-statements.ts) travels with it. A bench reads
 * the running totals before and after a step: round trips are the cost that limits ordering.
 */
export function countDatabaseStatements(): void {
  if (installed) return;
  installed = true;
  const query = pg.Client.prototype.query;
  // The override keeps every overload of query; only the counts are added.
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    statements += 1;
    const waiting = unanswered.get(this) ?? 0;
    if (waiting === 0) roundTrips += 1;
    unanswered.set(this, waiting + 1);
    const answered = () => unanswered.set(this, (unanswered.get(this) ?? 1) - 1);
    // The pool's own calls take a callback; every other call is answered through its promise.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...outcome: unknown[]) => {
        answered();
        return callback(...outcome);
      };
    }
    const result = (query as (...a: unknown[]) => unknown).apply(this, args);
    if (typeof callback !== 'function' && result instanceof Promise) result.then(answered, answered);
    return result;
  } as typeof query;
}

/** Statements sent since the counting started (0 when it never did). */
export function databaseStatements(): number {
  return statements;
}

/** Round trips to the database since the counting started: statements not sent with another. */
export function databaseRoundTrips(): number {
  return roundTrips;
}
