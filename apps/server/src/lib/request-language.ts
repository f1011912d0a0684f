import { ADMIN_API_PREFIX } from '@bookshop/domain';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_HEADER,
  LANGUAGE_PARAM,
  type Language,
  pickLanguage,
} from '@bookshop/i18n';
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
 * The page language our web app sent: LANGUAGE_HEADER on its API calls, LANGUAGE_PARAM in the
 * action of a plain form post (which cannot send a header).
 */
function pageLanguage(request: FastifyRequest): string | undefined {
  const sent = request.headers[LANGUAGE_HEADER];
  if (typeof sent === 'string') return sent;
  const named = new URL(request.url, 'http://shop.invalid').searchParams.get(LANGUAGE_PARAM);
  return named ?? undefined;
}

/**
 * The language to word a shopper's refusal in: the language of the page the call came from (see
 * pageLanguage), else the one they chose with the switch (its cookie), else their browser's
 * `Accept-Language`, by the one rule of `pickLanguage`. The back office stays English, whatever
 * its staff's browser asks for.
 */
export function requestLanguage(request: FastifyRequest): Language {
  if (request.url === ADMIN_API_PREFIX || request.url.startsWith(`${ADMIN_API_PREFIX}/`)) return 'en';
  return pickLanguage({
    chosen: pageLanguage(request) ?? cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    acceptLanguage: request.headers['accept-language'],
  });
}
