import type { FastifyServerOptions } from 'fastify';

/** A logged string longer than this is cut: one request once wrote a 3 MB log line. */
export const MAX_LOGGED_CHARS = 4096;

/**
 * Secrets and personal data that never reach the log, wherever they sit in a logged object:
 * passwords, tokens, password and token hashes, the Authorization header and e-mail bodies
 * (which hold reset links).
 */
const SECRET_KEYS = [
  'password',
  'password_confirmation',
  'current_password',
  'new_password',
  'new_confirm_password',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'token_hash',
  'tempToken',
  'guestToken',
  'resetPasswordToken',
  'authorization',
  'cookie',
  // A card intent's id with its client secret (or the shopper's token) pays with the card.
  'paymentIntentId',
  'payment_intent_id',
  'clientSecret',
  'client_secret',
  'encryptionKey',
  'shopper_token',
];
/** What a secret's value is replaced by in the log. */
export const REDACTED = '[Redacted]';

const SECRETS: ReadonlySet<string> = new Set(SECRET_KEYS);

/** Query parameters whose values are secrets (a reset link's token, a card intent and its secret). */
const SECRET_QUERY =
  /([?&](?:tempToken|token|resetPasswordToken|guestToken|paymentIntentId|payment_intent_id|clientSecret|client_secret|shopper_token)=)[^&#]*/gi;
/** The card intent id in the payment provider's confirm URL (`/sandbox-provider/v1/intents/{id}/confirm`). */
const SECRET_PATH = /(\/intents\/)[^/?#]+/gi;

export function cut(text: string, max = MAX_LOGGED_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max)}… [${text.length - max} more characters cut]`;
}

/** A URL fit for the log: secret query values and path segments replaced, length bounded. */
export function loggableUrl(url: string): string {
  return cut(url.replace(SECRET_QUERY, '$1[Redacted]').replace(SECRET_PATH, '$1[Redacted]'), 2048);
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  table?: unknown;
  cause?: LoggedError;
};

/**
 * An error as the log keeps it. A failed query's parameters (argon2 hashes, e-mails, addresses)
 * are left out: Drizzle puts them in the message and in `params`, PostgreSQL repeats values in
 * `detail`, so the message is rebuilt from the query text alone and those fields are dropped.
 */
export function loggableError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: cut(String(err)), stack: '' };
  const record = err as Error & Record<string, unknown>;
  const original = err.message;
  const message =
    typeof record.query === 'string' && 'params' in record ? `Failed query: ${record.query}` : original;
  const stack = (err.stack ?? '').replace(original, message);
  const logged: LoggedError = { type: err.name, message: cut(message), stack: cut(stack) };
  for (const key of ['code', 'statusCode', 'constraint', 'table'] as const) {
    if (record[key] !== undefined) logged[key] = record[key];
  }
  if (record.cause !== undefined && depth < 3) logged.cause = loggableError(record.cause, depth + 1);
  return logged;
}

/** How deep a logged object is followed; anything deeper is left out of the line. */
const MAX_LOGGED_DEPTH = 6;

/** Whether the value under `key` (inside `parentKey`) is a secret: a secret key, or a mail's body. */
function isSecret(key: string, parentKey: string | null): boolean {
  return SECRETS.has(key) || (key === 'body' && parentKey === 'mail');
}

/**
 * A value fit for the log: secrets replaced, long strings cut, arrays and depth bounded, errors
 * in their safe shape. Deeper than the bound is left out, so no nesting (or cycle) reaches the
 * line unread.
 */
function loggableValue(value: unknown, depth: number, parentKey: string): unknown {
  if (typeof value === 'string') return cut(value);
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Error) return loggableError(value);
  if (depth > MAX_LOGGED_DEPTH) return '[Cut: nested too deep]';
  if (Array.isArray(value))
    return value.slice(0, 50).map((item) => loggableValue(item, depth + 1, parentKey));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const inner = (value as Record<string, unknown>)[key];
    out[key] = isSecret(key, parentKey) ? REDACTED : loggableValue(inner, depth + 1, key);
  }
  return out;
}

/**
 * A log record as written: every secret key's value replaced wherever it sits, long strings cut.
 * One walk over what was logged, done by pino's log formatter: pino's own `redact` (three
 * wildcard paths per secret key) cost over 100 µs on every request's two lines (issue 28).
 * `req`, `res`, `err` and `error` at the top are left to their serializers, which keep only safe
 * fields; the formatter runs before them.
 */
export function loggableRecord(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (isSecret(key, null)) out[key] = REDACTED;
    else if (
      key === 'req' ||
      key === 'res' ||
      ((key === 'err' || key === 'error') && value instanceof Error)
    ) {
      out[key] = value;
    } else out[key] = loggableValue(value, 1, key);
  }
  return out;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  headers?: Record<string, unknown>;
}

/** The server's pino settings: level, secrets redacted and values cut (loggableRecord), safe error and request serializers. */
export function logOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    serializers: {
      err: loggableError,
      error: loggableError,
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: typeof req.url === 'string' ? loggableUrl(req.url) : undefined,
        ip: req.ip,
      }),
    },
    formatters: {
      log: loggableRecord,
    },
  };
}
