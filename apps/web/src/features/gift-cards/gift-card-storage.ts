import type { GiftCard } from '@bookshop/domain';

/**
 * What the Gift Card dialog keeps in the browser across the form post (spec section 4): the page
 * is left for `/update_e_gift_card` and comes back, so its state must outlive the page. The gift
 * data (never the bank card) fills the form in again; the error marker shows the failed-transaction
 * view; the stored response shows the result view until it is closed.
 */
export const GIFT_CARD_STORAGE_KEYS = {
  data: 'bookshop.giftCard.data',
  errorTransaction: 'bookshop.giftCard.errorTransaction',
  response: 'bookshop.giftCard.response',
} as const;

/** The e-gift fields as typed, and the agreement. */
export interface StoredGiftData {
  amount: string;
  recipient_name: string;
  recipient_email: string;
  recipient_mobile: string;
  name: string;
  email: string;
  mobile: string;
  policy_check: boolean;
}

export const EMPTY_GIFT_DATA: StoredGiftData = {
  amount: '',
  recipient_name: '',
  recipient_email: '',
  recipient_mobile: '',
  name: '',
  email: '',
  mobile: '',
  policy_check: false,
};

function read(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the dialog still works, it only forgets sooner.
  }
}

/** The stored gift data, each field a string (or the agreement a boolean); empty when none. */
export function readGiftData(): StoredGiftData {
  const stored = read(GIFT_CARD_STORAGE_KEYS.data);
  if (typeof stored !== 'object' || stored === null) return EMPTY_GIFT_DATA;
  const data = { ...EMPTY_GIFT_DATA };
  for (const key of Object.keys(EMPTY_GIFT_DATA) as (keyof StoredGiftData)[]) {
    const value = (stored as Record<string, unknown>)[key];
    if (key === 'policy_check') data.policy_check = value === true;
    else if (typeof value === 'string') data[key] = value;
  }
  return data;
}

export function saveGiftData(data: StoredGiftData): void {
  write(GIFT_CARD_STORAGE_KEYS.data, data);
}

export function hasErrorTransaction(): boolean {
  return read(GIFT_CARD_STORAGE_KEYS.errorTransaction) === true;
}

export function setErrorTransaction(failed: boolean): void {
  if (failed) write(GIFT_CARD_STORAGE_KEYS.errorTransaction, true);
  else localStorage.removeItem(GIFT_CARD_STORAGE_KEYS.errorTransaction);
}

/** The stored gift card response, when it has the spec's fields. */
export function readGiftCardResponse(): GiftCard | null {
  const stored = read(GIFT_CARD_STORAGE_KEYS.response) as Partial<GiftCard> | null;
  return stored && typeof stored.id === 'number' && typeof stored.amount === 'number'
    ? (stored as GiftCard)
    : null;
}

/** A paid card's response: the result view shows it; the gift data is spent with it. */
export function storeGiftCardResponse(card: GiftCard): void {
  write(GIFT_CARD_STORAGE_KEYS.response, card);
  localStorage.removeItem(GIFT_CARD_STORAGE_KEYS.errorTransaction);
  localStorage.removeItem(GIFT_CARD_STORAGE_KEYS.data);
}

export function clearGiftCardResponse(): void {
  localStorage.removeItem(GIFT_CARD_STORAGE_KEYS.response);
}
