import { afterEach, describe, expect, it } from 'vitest';
import {
  clearGiftCardResponse,
  EMPTY_GIFT_DATA,
  GIFT_CARD_STORAGE_KEYS,
  hasErrorTransaction,
  readGiftCardResponse,
  readGiftData,
  saveGiftData,
  setErrorTransaction,
  storeGiftCardResponse,
} from './gift-card-storage';

const data = {
  amount: '2,500',
  recipient_name: 'Sara Ahmed',
  recipient_email: 'sara@example.pk',
  recipient_mobile: '0321 1234567',
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  mobile: '0300 7654321',
  policy_check: true,
};

const card = {
  id: 7,
  submitted_at: '2026-11-22T10:30:00.000Z',
  amount: 2500,
  recipient_name: 'Sara Ahmed',
  recipient_email: 'sara@example.pk',
  recipient_mobile: '+923211234567',
};

afterEach(() => localStorage.clear());

describe('gift card storage', () => {
  it('keeps the gift data across the form post, and gives empty data when there is none or it is damaged', () => {
    expect(readGiftData()).toEqual(EMPTY_GIFT_DATA);
    saveGiftData(data);
    expect(readGiftData()).toEqual(data);
    localStorage.setItem(GIFT_CARD_STORAGE_KEYS.data, '{"amount": 5, "name": "x"');
    expect(readGiftData()).toEqual(EMPTY_GIFT_DATA);
  });

  it('sets and clears the error-transaction marker', () => {
    expect(hasErrorTransaction()).toBe(false);
    setErrorTransaction(true);
    expect(hasErrorTransaction()).toBe(true);
    setErrorTransaction(false);
    expect(hasErrorTransaction()).toBe(false);
  });

  it('stores a paid card’s response, spending the gift data and the marker, until it is cleared', () => {
    saveGiftData(data);
    setErrorTransaction(true);
    storeGiftCardResponse(card);
    expect(readGiftCardResponse()).toEqual(card);
    expect(readGiftData()).toEqual(EMPTY_GIFT_DATA);
    expect(hasErrorTransaction()).toBe(false);
    clearGiftCardResponse();
    expect(readGiftCardResponse()).toBeNull();
  });
});
