import pg from 'pg';

/**
 * Distinct statement texts given a name in one process. Past it a new text is sent unnamed, as
 * before, so each connection's backend keeps a bounded number of prepared statements even if a
 * query's text varies without end (a list of values written into it, say).
 */
export const MAX_NAMED_STATEMENTS = 1000;

const names = new Map<string, string>();

/**
 * The name the statement `text` is prepared under, the same for the same text in every
 * connection: `bookshop_<n>`, unlike any name the code gives a statement of its own. Undefined
 * when the limit is reached and the text has no name yet.
 */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `bookshop_${names.size + 1}`;
  names.set(text, name);
  return name;
}

interface TextConfig {
  text: string;
  name?: string;
  values?: unknown[];
}

function isUnnamedText(config: unknown): config is TextConfig {
  if (typeof config !== 'object' || config === null) return false;
  const candidate = config as Partial<TextConfig> & { submit?: unknown };
  return typeof candidate.text === 'string' && candidate.name === undefined && candidate.submit === undefined;
}

/** What a held-back `begin` answers (nothing reads it: drizzle only awaits it). */
const BEGUN = { command: 'BEGIN', rowCount: null, oid: null, rows: [], fields: [] };

/** Connections whose transaction's `begin` waits to travel with its first statement. */
const heldBegins = new WeakSet<pg.Client>();

const clientQuery = (client: pg.Client, ...args: unknown[]) =>
  (pg.Client.prototype.query as (...a: unknown[]) => Promise<unknown>).apply(client, args);

/**
 * A node-postgres client that saves the database work and round trips a statement need not cost.
 *
 * It prepares every statement with parameters once per connection and then only binds and
 * executes it. Unnamed, PostgreSQL parses and plans a statement on every call: for the order
 * path's joins that planning cost several times the execution (`EXPLAIN (ANALYZE, SUMMARY)`: the
 * checkout read plans in about 0.4 ms and runs in 0.06 ms). Named, the backend keeps the parse
 * and, after five executions, a generic plan when it costs no more than the custom ones, as
 * postgres.js and JDBC drivers do by default. Statements without parameters are left alone: they
 * may hold several statements, which only the simple protocol takes. On PGlite the wire server
 * keeps each connection's names apart (pglite-wire-server.ts).
 *
 * And it sends a transaction's `begin` with the transaction's first statement when that one has no
 * parameters (the cart's lock, cart/repository.ts), as one text in one round trip: each round trip
 * costs the server a socket write and a read, a third of its time when placing orders (issue 28).
 * Before a statement with parameters the `begin` goes alone, first, as it always did.
 */
export class NamingClient extends pg.Client {}

// Assigned rather than declared: `query` has a dozen overloads, and this keeps every one. It calls
// pg.Client's query as it is at call time, so the bench's statement count (which wraps it) still
// sees each statement sent once.
NamingClient.prototype.query = function namedQuery(this: pg.Client, ...args: unknown[]) {
  const [config, values] = args;
  if (isUnnamedText(config)) {
    const parameters = Array.isArray(values) ? values : config.values;
    const plain = !parameters || parameters.length === 0;
    // Held only when awaited (drizzle's transactions); the pool's calls pass a callback.
    const awaited = !args.some((arg) => typeof arg === 'function');
    if (plain && awaited && config.text.trim().toLowerCase() === 'begin') {
      heldBegins.add(this);
      return Promise.resolve(BEGUN);
    }
    if (heldBegins.delete(this)) {
      if (!plain || !awaited) return clientQuery(this, 'begin').then(() => this.query(...(args as [string])));
      // Two statements, two results: the caller asked for the second.
      return clientQuery(this, { ...config, text: `begin;${config.text}` }, ...args.slice(1)).then(
        (results) => (Array.isArray(results) ? results[results.length - 1] : results),
      );
    }
    const name = plain ? undefined : statementName(config.text);
    if (name !== undefined) args[0] = { ...config, name };
  }
  return clientQuery(this, ...args);
} as typeof pg.Client.prototype.query;
