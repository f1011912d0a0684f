import { formatRupees as formatRupeesInEnglish } from '@bookshop/domain';
import type { Language } from './languages.js';

/** U+2066 LEFT-TO-RIGHT ISOLATE: what follows, up to {@link POP_ISOLATE}, reads left to right. */
export const LEFT_TO_RIGHT_ISOLATE = '\u2066';
/** U+2069 POP DIRECTIONAL ISOLATE: ends a {@link LEFT_TO_RIGHT_ISOLATE}. */
export const POP_ISOLATE = '\u2069';

/**
 * Text that must read left to right (a price, a phone number, an e-mail address, an ISBN) set
 * apart inside Urdu, so the bidi algorithm neither reorders its parts ("0300 1234567" shown as
 * "1234567 0300") nor moves its punctuation ("-Rs. 50" shown as "Rs. 50-"). English text is left
 * as it is.
 */
export function keepLeftToRight(language: Language, text: string): string {
  return language === 'ur' ? `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_ISOLATE}` : text;
}

/**
 * An amount in rupees: in both languages `Rs.` and Western digits, as Pakistani shops print
 * prices on tags, receipts and in Urdu newspaper adverts (`Rs. 1,500`, never `۱٬۵۰۰ روپے`); in
 * Urdu wrapped in directional isolates ({@link keepLeftToRight}) so it stays one left-to-right
 * unit in a right-to-left line. The isolates are characters, not markup, so the amount is right
 * in plain text too: an e-mail's text part, a toast, an `aria-label`, a page title.
 */
export function formatRupees(language: Language, amount: number | null | undefined): string {
  return keepLeftToRight(language, formatRupeesInEnglish(amount));
}

/** An amount of rupees given to a message: formatted by {@link formatRupees} in the message's language. */
export interface RupeeAmount {
  readonly rupees: number;
}

/** Marks a number as rupees for a message's values: `{ min: rupees(500) }` shows `Rs. 500`. */
export function rupees(amount: number): RupeeAmount {
  return { rupees: amount };
}

/** Whether a message value is a {@link RupeeAmount}. */
export function isRupeeAmount(value: unknown): value is RupeeAmount {
  return typeof value === 'object' && value !== null && typeof (value as RupeeAmount).rupees === 'number';
}
