import type { MessageKey } from './catalogue/en/index.js';
import { formatMessage, type MessageValues } from './format-message.js';
import type { Language } from './languages.js';
import { anyCatalogueRegistered, isMessageKey } from './registry.js';

/**
 * A message not yet put into words: its key and arguments. Code that refuses something before it
 * knows who reads the refusal (a schema, a service) gives one of these; whoever answers the
 * shopper formats it in the shopper's language with {@link formatMessageRef}.
 */
export interface MessageRef {
  readonly key: MessageKey;
  readonly values?: MessageValues | undefined;
}

/** A {@link MessageRef}: `messageRef('address.addressMin', { min: 3 })`. */
export function messageRef(key: MessageKey, values?: MessageValues): MessageRef {
  return values ? { key, values } : { key };
}

/** A catalogue key's shape: `area.what`, letters and digits between dots. */
const KEY_SHAPE = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/**
 * Whether a value is a {@link MessageRef}: an object whose key is in the registered catalogues.
 * Before any catalogue is registered, one whose key has the catalogue's shape: wording it then
 * fails with a message saying what to register, instead of showing "[object Object]".
 */
export function isMessageRef(value: unknown): value is MessageRef {
  if (typeof value !== 'object' || value === null) return false;
  const { key } = value as { key?: unknown };
  if (typeof key !== 'string') return false;
  return anyCatalogueRegistered() ? isMessageKey(key) : KEY_SHAPE.test(key);
}

/** A message that is either already words (kept as they are) or a {@link MessageRef}. */
export type MessageOrRef = string | MessageRef;

/** The words of a {@link MessageOrRef} in a language; text already in words is kept as it is. */
export function formatMessageRef(language: Language, message: MessageOrRef): string {
  return typeof message === 'string' ? message : formatMessage(language, message.key, message.values);
}
