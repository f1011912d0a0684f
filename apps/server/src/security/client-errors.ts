import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/errors.js';

/** Longer addresses than any page or API call of the shop uses are refused with 414. */
export const MAX_URL_CHARS = 8192;

const REASONS: Record<number, string> = {
  400: 'The request could not be read.',
  408: 'The request took too long to arrive.',
  413: 'The request is too large.',
  431: 'The request headers are too large.',
};

/** The status Node's HTTP parser means by a client error (as Node's own default answer does). */
function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * Fastify's `clientErrorHandler`: requests Node cannot even parse (headers over 16 KB, broken
 * framing) get the shop's `{ error }` JSON, like every other refusal, instead of Node's bare 431.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status = statusOf(err.code);
  const body = JSON.stringify({ error: REASONS[status] });
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route runs (a path parameter
 * longer than a route takes, 414; an address it cannot decode, 400) is answered in the shop's
 * `{ error }` shape, as the document says, instead of Fastify's `{ error, code, message }`.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply
    .code(status)
    .send({ error: status === 414 ? 'The address is too long.' : (REASONS[status] ?? REASONS[400]) });
}

/** 414 `{ error }` for an address longer than {@link MAX_URL_CHARS}, before any other work. */
export function registerUrlLengthLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_CHARS) throw new HttpError(414, 'The address is too long.');
  });
}
