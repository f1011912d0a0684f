import type { MessageKey } from './catalogue/en/index.js';
import { formatMessage, type MessageValues } from './format-message.js';
import type { Language } from './languages.js';
import { isMessageKey } from './registry.js';

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

/** Whether a value is a {@link MessageRef} whose key is in the catalogue. */
export function isMessageRef(value: unknown): value is MessageRef {
  return typeof value === 'object' && value !== null && isMessageKey((value as { key?: unknown }).key);
}

/** A message that is either already words (kept as they are) or a {@link MessageRef}. */
export type MessageOrRef = string | MessageRef;

/** The words of a {@link MessageOrRef} in a language; text already in words is kept as it is. */
export function formatMessageRef(language: Language, message: MessageOrRef): string {
  return typeof message === 'string' ? message : formatMessage(language, message.key, message.values);
}
