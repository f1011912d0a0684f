import type { FieldErrors } from '@bookshop/domain';
import type { Language } from '@bookshop/i18n';
import { type FieldIssues, fieldErrorsIn } from '@bookshop/validation';

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

/**
 * Field errors answered as 422 `{ errors: { field: [message] } }`, the shape the web maps to forms.
 * Messages may be catalogue references (a shared schema's), worded in the shopper's language when
 * answered ({@link ValidationError.errorsIn}), or words, answered as they are.
 */
export class ValidationError extends HttpError {
  /** The field errors in English. */
  readonly errors: FieldErrors;

  constructor(readonly issues: FieldIssues) {
    const errors = fieldErrorsIn('en', issues);
    super(422, Object.values(errors)[0]?.[0] ?? 'Invalid input');
    this.errors = errors;
  }

  /** The field errors worded in a language. */
  errorsIn(language: Language): FieldErrors {
    return language === 'en' ? this.errors : fieldErrorsIn(language, this.issues);
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
