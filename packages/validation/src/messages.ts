import {
  formatMessage,
  type MessageKey,
  type MessageRef,
  type MessageValues,
  messageRef,
} from '@bookshop/i18n/core';

/**
 * How many {@link withMessageRefs} calls are running. Message functions give references inside
 * one and English words outside. Module state because yup hands a message function only the
 * test's own parameters, never the `context` of the validation; it cannot leak into another
 * validation, because `withMessageRefs` only wraps synchronous `validateSync` calls, which no other
 * code interleaves with.
 */
let givingRefs = 0;

/**
 * Runs a synchronous validation whose messages come out as {@link MessageRef}s (key and
 * arguments), to be put into words later in the reader's language.
 */
export function withMessageRefs<T>(validate: () => T): T {
  givingRefs += 1;
  try {
    return validate();
  } finally {
    givingRefs -= 1;
  }
}

/**
 * A schema's message taken from the catalogue. To yup it is a message function: inside the
 * package's `checkForm` it gives its {@link MessageRef}; anywhere else (a form library calling
 * `schema.validate` itself) the English words, exactly as the spec has them.
 */
export interface CatalogueMessage {
  (): string | MessageRef;
  /** The catalogue key and arguments. */
  readonly ref: MessageRef;
}

/** What a schema helper takes as a message: one from the catalogue, or plain English words (back office). */
export type SchemaMessage = CatalogueMessage | string;

/** A message of the catalogue for a schema: `msg('address.addressMin', { min: 3 })`. */
export function msg(key: MessageKey, values?: MessageValues): CatalogueMessage {
  const ref = messageRef(key, values);
  const message = () => (givingRefs > 0 ? ref : formatMessage('en', key, values));
  return Object.assign(message, { ref });
}

/** Whether a yup message is a {@link CatalogueMessage}. */
export function isCatalogueMessage(value: unknown): value is CatalogueMessage {
  return typeof value === 'function' && typeof (value as Partial<CatalogueMessage>).ref === 'object';
}
