import type { FastifyInstance } from 'fastify';

/** Request headers a rendered page's API calls keep: what the answers may depend on, never a credential. */
const PASSED_HEADERS = ['host', 'accept-language', 'user-agent'] as const;

/** Statuses whose answers have no body; a Response given one throws. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A `fetch` that answers from the shop's own routes through Fastify's `inject`: server rendering
 * calls the API in process, with every hook (validation, maintenance, caching) as a browser's
 * call would meet, and never over the network to itself. `pageHeaders` are the page request's;
 * only the host and language go along (the site status is per host), never its cookie. A call
 * carries a bearer token only when the renderer itself put one on it: the shopper's page-session
 * token, for rendering their own cart.
 */
export function createInjectFetch(
  app: FastifyInstance,
  pageHeaders: Readonly<Record<string, string | string[] | undefined>>,
  /** Told of every answer, e.g. to judge whether the page made of them may be kept. */
  onAnswer: (answer: { path: string; status: number; cacheControl: string }) => void = () => undefined,
): typeof fetch {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of PASSED_HEADERS) {
    const value = pageHeaders[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const authorization = request.headers.get('authorization');
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: {
        ...headers,
        ...(authorization ? { authorization } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: body } : {}),
    });
    onAnswer({
      path: url.pathname,
      status: answer.statusCode,
      cacheControl: String(answer.headers['cache-control'] ?? ''),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
