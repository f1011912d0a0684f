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
export const REDACTED_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  ...SECRET_KEYS.map((key) => `*.*.${key}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'mail.body',
  '*.mail.body',
];

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

/** Cuts every long string of a log record, however deep (bounded), so no line grows without end. */
function cutStrings(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return cut(value);
  // Errors and requests are left whole for their serializers, which bound them themselves.
  if (typeof value !== 'object' || value === null || depth > 6 || value instanceof Error) return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => cutStrings(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = key === 'req' || key === 'res' ? inner : cutStrings(inner, depth + 1);
  }
  return out;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  headers?: Record<string, unknown>;
}

/** The server's pino settings: level, redaction, safe error and request serializers, cut values. */
export function logOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
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
      log: (object: Record<string, unknown>) => cutStrings(object, 0) as Record<string, unknown>,
    },
  };
}
