import { createRequire } from 'node:module';
import { EN_AREAS, SERVER_ONLY_AREAS } from '@bookshop/i18n';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import type { Alias, Plugin } from 'vite';

/*
 * The browser gets each language's catalogue with its messages already parsed (formatjs's AST),
 * and formatjs without its ICU parser: the parser is about a tenth of the first page's
 * JavaScript, and parsing every message on first use is work a phone does while the page should
 * answer taps. The server's renderer keeps the source text and the parser (it formats anything).
 */

/** How the web app imports one language's catalogue (app/i18n/page-language.ts). */
const CATALOGUE_IMPORT = /^@bookshop\/i18n\/catalogue\/(en|ur)$/;
const VIRTUAL_PREFIX = '\0catalogue-';

/** Every message of a catalogue parsed as formatjs parses a message given as text. */
export function precompileCatalogue(
  catalogue: Readonly<Record<string, string>>,
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, parse(message)]));
}

/** The keys of the areas only the server words (e-mails, page titles): no page needs them. */
const serverOnlyKeys = new Set(SERVER_ONLY_AREAS.flatMap((area) => Object.keys(EN_AREAS[area])));

/**
 * The module the browser build gets for `@bookshop/i18n/catalogue/<language>`: the language's
 * messages a page may show, parsed. Given as JSON text to `JSON.parse`, which a browser reads
 * faster than the same object written as a literal.
 */
export async function precompiledCatalogueModule(language: string): Promise<string> {
  const module = (await import(`@bookshop/i18n/catalogue/${language}`)) as Record<string, unknown>;
  const catalogue = module[language] as Record<string, string> | undefined;
  if (!catalogue) throw new Error(`@bookshop/i18n/catalogue/${language} has no export named ${language}`);
  const shown = Object.fromEntries(Object.entries(catalogue).filter(([key]) => !serverOnlyKeys.has(key)));
  const json = JSON.stringify(precompileCatalogue(shown));
  return `export const ${language} = JSON.parse(${JSON.stringify(json)});\n`;
}

/**
 * Where the build says which file holds each language's catalogue (`{ "ur": "assets/…js" }`), for
 * the server to name it in a page's head (modulepreload): the page then fetches it alongside its
 * code instead of after it, and hydrates a round trip sooner.
 */
export const CATALOGUE_CHUNKS_FILE = 'catalogue-chunks.json';

/** The browser build's catalogues, parsed at build time, and the file naming their chunks. */
export function precompiledCatalogues(): Plugin {
  return {
    name: 'bookshop-precompiled-catalogues',
    enforce: 'pre',
    resolveId(source) {
      const match = CATALOGUE_IMPORT.exec(source);
      return match ? `${VIRTUAL_PREFIX}${match[1]}` : null;
    },
    load(id) {
      return id.startsWith(VIRTUAL_PREFIX)
        ? precompiledCatalogueModule(id.slice(VIRTUAL_PREFIX.length))
        : null;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.facadeModuleId?.startsWith(VIRTUAL_PREFIX)) {
          chunks[output.facadeModuleId.slice(VIRTUAL_PREFIX.length)] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: CATALOGUE_CHUNKS_FILE, source: JSON.stringify(chunks) });
    },
  };
}

/**
 * formatjs's own way to leave its parser out: its `no-parser` entry, in place of the parser for
 * every module that imports it. A message given as text then throws instead of being parsed.
 */
export const withoutIcuParser: Alias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
};
