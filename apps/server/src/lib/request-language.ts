import { ADMIN_API_PREFIX } from '@bookshop/domain';
import { LANGUAGE_COOKIE, LANGUAGE_HEADER, type Language, pickLanguage } from '@bookshop/i18n';
import type { FastifyRequest } from 'fastify';

/** The value of one cookie in a `Cookie` header, if sent. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/**
 * The language to word a shopper's refusal in: the language of the page the call came from (our
 * web app names it in LANGUAGE_HEADER), else the one they chose with the switch (its cookie), else
 * their browser's `Accept-Language`, by the one rule of `pickLanguage`. The back office stays
 * English, whatever its staff's browser asks for.
 */
/** The page language our web app sent, if it is one header. */
function pageLanguage(request: FastifyRequest): string | undefined {
  const sent = request.headers[LANGUAGE_HEADER];
  return typeof sent === 'string' ? sent : undefined;
}

export function requestLanguage(request: FastifyRequest): Language {
  if (request.url === ADMIN_API_PREFIX || request.url.startsWith(`${ADMIN_API_PREFIX}/`)) return 'en';
  return pickLanguage({
    chosen: pageLanguage(request) ?? cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    acceptLanguage: request.headers['accept-language'],
  });
}
