import type { Language } from '../languages.js';
import type { Catalogue } from '../registry.js';
import { en } from './en/index.js';
import { ur } from './ur/index.js';

export { EN_AREAS, type MessageKey, SERVER_ONLY_AREAS } from './en/index.js';

/** Every language's messages by key, the ICU source text as written. */
export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en, ur };

/** Every key of the catalogue. */
export const MESSAGE_KEYS = Object.keys(en) as (keyof typeof en)[];
