/** What a shopper reads while the database is away; the pool reconnects by itself. */
export const DATABASE_UNAVAILABLE =
  'The shop cannot reach its database at the moment. Please try again in a few seconds.';
export const DATABASE_RETRY_SECONDS = 5;

/** Socket errors of a connection that is gone or cannot be made. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOENT',
]);
/**
 * PostgreSQL's codes for a server going away or refusing connections: admin_shutdown,
 * crash_shutdown, cannot_connect_now and too_many_connections; and, by {@link CONNECTION_CLASS},
 * the whole connection exception class (08000, 08003, 08006, 08P01, ...).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_CLASS = '08';
/** node-postgres says these in words only. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'Cannot use a pool after calling end',
];

/**
 * Whether an error (or anything in its cause chain, where Drizzle wraps the driver's error) means
 * the database cannot be reached right now, as opposed to a query that is wrong.
 */
export function databaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) ||
      SERVER_CODES.has(code) ||
      (code.length === 5 && code.startsWith(CONNECTION_CLASS)))
  )
    return true;
  if (MESSAGES.some((text) => error.message.includes(text))) return true;
  return databaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
