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

/**
 * Per connection, the outcome of the statements sent ahead ({@link NamingClient.sendAhead}) that no
 * statement has awaited yet: it fails with the first of them that failed.
 */
const sentAhead = new WeakMap<pg.Client, Promise<unknown>>();

const clientQuery = (client: pg.Client, ...args: unknown[]) =>
  (pg.Client.prototype.query as (...a: unknown[]) => Promise<unknown>).apply(client, args);

/** The answer to the last statement of a text that may hold several (one answer each). */
const lastAnswer = (answers: unknown) => (Array.isArray(answers) ? answers[answers.length - 1] : answers);

const ignore = () => {};

/**
 * `sent`, answered only once everything sent ahead of it on `client` has succeeded: a failure there
 * (a lock not granted, say) is what the awaiting code sees, not the "transaction is aborted" the
 * database then answers `sent` with.
 */
function afterSentAhead<T>(client: pg.Client, sent: Promise<T>): Promise<T> {
  const ahead = sentAhead.get(client);
  if (!ahead) return sent;
  sentAhead.delete(client);
  // Reported through the chain below, or superseded by the earlier failure.
  sent.catch(ignore);
  return ahead.then(() => sent);
}

function isBegin(text: string): boolean {
  return text.trim().toLowerCase() === 'begin';
}

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
 * And it saves round trips (each costs the server a socket write and a read, and on PGlite holds
 * the one backend while the request thread answers, issue 28). Its connections are pipelined
 * (node-postgres's `pipeline`): a statement is written at once, even while the one before it is
 * still unanswered, and the database answers them in order. Statements awaited one after another
 * still wait for each other; what goes together is:
 * - a transaction's `begin`, held back and sent with the transaction's first statement (in its
 *   text when that has no parameters, just before it when it has);
 * - a statement sent ahead ({@link NamingClient.sendAhead}, the cart's lock): written now, its
 *   answer not waited for, so the statement after it travels in the same round trip. The database
 *   runs them one after the other, so the second still runs after the first (after the lock is
 *   granted, with what the lock's holder committed in view). A failure of the first is reported
 *   by the next statement awaited on the connection (commit or rollback at the latest).
 */
export class NamingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    // `pipeline` is node-postgres's (8.23), not yet in its types.
    const pipelined = { pipeline: true } as pg.ClientConfig;
    super(
      typeof config === 'string' ? { connectionString: config, ...pipelined } : { ...config, ...pipelined },
    );
  }

  /**
   * Sends `text`, a statement without parameters whose answer no one reads, without waiting for
   * its answer (see the class). Only inside a transaction: its lock or failure belongs there.
   */
  sendAhead(text: string): void {
    const sent = heldBegins.delete(this)
      ? clientQuery(this, `begin;${text}`).then(lastAnswer)
      : clientQuery(this, text);
    const ahead = afterSentAhead(this, sent);
    // Awaited by the next statement on this connection; until then its failure is not unhandled.
    ahead.catch(ignore);
    sentAhead.set(this, ahead);
  }
}

// Assigned rather than declared: `query` has a dozen overloads, and this keeps every one. It calls
// pg.Client's query as it is at call time, so the bench's statement count (which wraps it) still
// sees each statement sent once.
NamingClient.prototype.query = function namedQuery(this: pg.Client, ...args: unknown[]) {
  const [config, values] = args;
  // Held, sent ahead and joined only when awaited (drizzle's transactions); the pool's calls pass a callback.
  const awaited = !args.some((arg) => typeof arg === 'function');
  const unnamed = isUnnamedText(config);
  const parameters = unnamed ? (Array.isArray(values) ? values : config.values) : undefined;
  // A text without parameters, which may hold several statements; not one prepared under a name.
  const plain = unnamed && (!parameters || parameters.length === 0);
  if (plain && awaited && isBegin(config.text)) {
    heldBegins.add(this);
    return Promise.resolve(BEGUN);
  }
  if (heldBegins.delete(this)) {
    // Two statements, two answers: the caller asked for the second.
    if (plain && awaited)
      return afterSentAhead(
        this,
        clientQuery(this, { ...config, text: `begin;${config.text}` }, ...args.slice(1)).then(lastAnswer),
      );
    // Written just before the statement (one with parameters, or a prepared query's, which comes
    // named), in the same round trip.
    (this as NamingClient).sendAhead('begin');
  }
  if (unnamed && !plain) {
    const name = statementName(config.text);
    if (name !== undefined) args[0] = { ...config, name };
  }
  const sent = clientQuery(this, ...args);
  return awaited ? afterSentAhead(this, sent) : sent;
} as typeof pg.Client.prototype.query;
