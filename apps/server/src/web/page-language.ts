import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  languageOfPath,
  pathInLanguage,
  TEXT_DIRECTION,
} from '@bookshop/i18n';

/*
 * The language of a page is in its address: `/ur/...` is the Urdu page of the same route. The
 * page's <html> says so (`lang`, `dir`) before anything renders, and its head links every
 * language's version of the address (`hreflang`), so search engines offer the right one.
 */

/** The value of one cookie in a `Cookie` header, if sent. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/**
 * Where to send a shopper who remembered another language than the address's (the switch, or the
 * last page they read, set the cookie): only an English address (no prefix) is redirected, to its
 * Urdu page, so a bookmark or the home page typed in opens in Urdu. An address with a language's
 * prefix is always answered in that language (a shared `/ur/` link reads in Urdu), and a crawler,
 * which sends no cookie, is never redirected.
 */
export function rememberedLanguageRedirect(url: string, cookieHeader: string | undefined): string | null {
  const remembered = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  const { language } = languageOfPath(url.split('?')[0] ?? '/');
  if (language !== 'en' || remembered === undefined || remembered === 'en') return null;
  if (!(LANGUAGES as readonly string[]).includes(remembered)) return null;
  return pathInLanguage(remembered as Language, url);
}

function attributeEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

/**
 * The web build's list of each language's catalogue file (apps/web/build/precompiled-catalogues.ts
 * writes `catalogue-chunks.json`), as addresses: `{ ur: '/assets/_catalogue-ur-….js' }`; empty
 * when the build has none.
 */
export function readCatalogueChunks(distDir: string): Partial<Record<Language, string>> {
  const file = path.join(distDir, 'catalogue-chunks.json');
  if (!existsSync(file)) return {};
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const found: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const chunk = chunks[language];
    if (typeof chunk === 'string') found[language] = `/${chunk}`;
  }
  return found;
}

/**
 * index.html for a page in a language: `lang` and `dir` on <html>, a `hreflang` link to the page
 * in each language (`x-default`: English) and a modulepreload of the language's catalogue (the
 * page's code loads it before hydrating; named here, it comes alongside the code instead of after
 * it) at the end of the head. `path` is the page's path and query without the language prefix;
 * `origin` the shop's public address.
 */
export function withPageLanguage(
  html: string,
  language: Language,
  path: string,
  origin: string,
  catalogueChunk?: string,
): string {
  const preload = catalogueChunk
    ? `<link rel="modulepreload" crossorigin href="${attributeEscape(catalogueChunk)}" />`
    : '';
  const alternates = [
    ...LANGUAGES.map(
      (each) =>
        `<link rel="alternate" hreflang="${each}" href="${attributeEscape(origin + pathInLanguage(each, path))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${attributeEscape(origin + path)}" />`,
  ].join('');
  // The template's other attributes stay (data-urdu-font, see @bookshop/ui urdu-font.css).
  const withHtml = html.replace(
    /<html\b([^>]*)>/i,
    (_, attributes: string) =>
      `<html lang="${language}" dir="${TEXT_DIRECTION[language]}"${attributes.replaceAll(/\s(?:lang|dir)="[^"]*"/gi, '')}>`,
  );
  return withHtml.replace(/<\/head>/i, () => `${preload}${alternates}</head>`);
}
