import type { FieldErrors } from '@bookshop/domain';

/** An error whose message is safe to show a shopper, with the status it answers with. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

/** Field errors answered as 422 `{ errors: { field: [message] } }`, the shape the web maps to forms. */
export class ValidationError extends HttpError {
  constructor(readonly errors: FieldErrors) {
    super(422, Object.values(errors)[0]?.[0] ?? 'Invalid input');
  }
}

/** A refusal that lifts by itself: answered with `Retry-After` (seconds) beside `{ error }`. */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message);
    this.name = 'RetryLaterError';
  }
}
