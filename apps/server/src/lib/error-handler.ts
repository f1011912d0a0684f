import type { FastifyError, FastifyInstance } from 'fastify';
import { DATABASE_RETRY_SECONDS, DATABASE_UNAVAILABLE, databaseUnavailable } from './database-unavailable.js';
import { HttpError, RetryLaterError, ValidationError } from './errors.js';
import { requestLanguage } from './request-language.js';

/**
 * Maps every error to the spec's shapes: 422 `{ errors }` for field errors, worded in the
 * shopper's language, `{ error }` for the rest. Unexpected errors are logged with their stack and answered with a plain message.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.status(422).send({ errors: error.errorsIn(requestLanguage(request)) });
    }
    if (error instanceof RetryLaterError) {
      return reply
        .status(error.statusCode)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ error: error.message });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    if (error.validation) {
      // Fastify's own schema checks (path and query parameters): say which one is wrong.
      const field =
        error.validation[0]?.instancePath.replace(/^\//, '') || error.validationContext || 'request';
      return reply.status(400).send({ error: `Invalid ${field}` });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500 && databaseUnavailable(error)) {
      // The database is restarting or unreachable: a short outage, not a bug; the pool reconnects.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_SECONDS))
        .send({ error: DATABASE_UNAVAILABLE });
    }
    if (status === 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: 'Something went wrong, please try again.' });
    }
    return reply.status(status).send({ error: error.message });
  });
}
