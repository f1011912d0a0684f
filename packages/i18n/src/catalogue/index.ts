import type { Language } from '../languages.js';
import { en, type MessageKey } from './en.js';
import { ur } from './ur.js';

export type { MessageKey } from './en.js';

/** Every language's messages by key, the ICU source text as written. */
export const CATALOGUES: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = { en, ur };

/** Every key of the catalogue. */
export const MESSAGE_KEYS = Object.keys(en) as MessageKey[];

/** Whether a value is a key of the catalogue (for keys that arrive at run time). */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(en, value);
}
