import type { FieldErrors } from '@bookshop/domain';

/** What the web shows for a failed call: one message, plus field errors for forms. */
export interface ReadableApiError {
  status: number | 'network';
  message: string;
  fieldErrors: FieldErrors;
}

interface FetchLikeError {
  status: number | string;
  data?: unknown;
}

function isFetchLikeError(error: unknown): error is FetchLikeError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/**
 * Reads the server's error shapes (DESIGN.md): `422 { errors: { field: [message] } }` and
 * `{ error: message }`. The first field message stands in as the message when there is no
 * `error`, as the spec asks for card and order failures. Anything else gets `fallback`.
 */
export function readApiError(
  error: unknown,
  fallback = 'Something went wrong, please try again.',
): ReadableApiError {
  if (!isFetchLikeError(error)) return { status: 'network', message: fallback, fieldErrors: {} };
  const status = typeof error.status === 'number' ? error.status : 'network';
  const data = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as {
    error?: unknown;
    errors?: unknown;
  };
  const fieldErrors: Record<string, string[]> = {};
  if (typeof data.errors === 'object' && data.errors !== null) {
    for (const [field, messages] of Object.entries(data.errors)) {
      const list = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
      if (typeof messages === 'string') list.push(messages);
      if (list.length > 0) fieldErrors[field] = list;
    }
  }
  const firstFieldMessage = Object.values(fieldErrors)[0]?.[0];
  const message = typeof data.error === 'string' && data.error ? data.error : (firstFieldMessage ?? fallback);
  return { status, message, fieldErrors };
}
