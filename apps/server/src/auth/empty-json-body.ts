import type { FastifyInstance } from 'fastify';

/**
 * Lets the calls that take no body (guest, logout, delete-account, address delete) arrive with a
 * JSON content type and nothing in it, as some HTTP clients send them, instead of failing with
 * Fastify's "Body cannot be empty". Anything else goes to Fastify's own JSON parser, with its
 * prototype-poisoning protection. Applies only inside the plugin that calls it.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
