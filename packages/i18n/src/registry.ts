import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageKey } from './catalogue/en/index.js';
import type { Language } from './languages.js';

/**
 * One language's messages by key: the ICU source text as written, or (what a browser build
 * registers) each message already parsed, so the page needs no ICU parser.
 */
export type Catalogue = Readonly<Record<MessageKey, string | MessageFormatElement[]>>;

interface Registry {
  catalogues: Map<Language, Catalogue>;
  /** What was made from them (formatters), dropped when a language's catalogue is registered again. */
  made: Map<Language, unknown>;
}

/*
 * The catalogues in use, kept on globalThis under a registered symbol: the package is published as
 * several entry points (and as ESM and CommonJS), and a catalogue registered through one copy of
 * this module must be found by every other, or a page would format with none.
 */
const KEY = Symbol.for('@bookshop/i18n/registry');

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [KEY]?: Registry };
  holder[KEY] ??= { catalogues: new Map(), made: new Map() };
  return holder[KEY];
}

/**
 * Makes a language's catalogue the one its messages are formatted from. The server registers
 * both (importing `@bookshop/i18n` does); a browser registers only the language of its page,
 * loaded from `@bookshop/i18n/catalogue/en` or `/ur`, so a page carries one language's messages.
 */
export function registerCatalogue(language: Language, catalogue: Catalogue): void {
  const { catalogues, made } = registry();
  catalogues.set(language, catalogue);
  made.delete(language);
}

/** The catalogue registered for a language, if any. */
export function registeredCatalogue(language: Language): Catalogue | undefined {
  return registry().catalogues.get(language);
}

/** Whether a value is a key of the registered catalogues (for keys that arrive at run time). */
export function isMessageKey(value: unknown): value is MessageKey {
  if (typeof value !== 'string') return false;
  for (const catalogue of registry().catalogues.values()) if (Object.hasOwn(catalogue, value)) return true;
  return false;
}

/** Whether any language's catalogue is registered yet. */
export function anyCatalogueRegistered(): boolean {
  return registry().catalogues.size > 0;
}

/** What was made once per language from its catalogue (see format-message.ts). */
export function madeFor<T>(language: Language, make: () => T): T {
  const { made } = registry();
  if (!made.has(language)) made.set(language, make());
  return made.get(language) as T;
}
