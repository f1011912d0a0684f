import { formatRupees as domainRupees } from '@bookshop/domain';
import { describe, expect, it } from 'vitest';
// The package's entry registers both catalogues, as a server's import of it does.
import { createMessages, formatMessage } from './index.js';
import { isLanguage, TEXT_DIRECTION } from './languages.js';
import { formatMessageRef, isMessageRef, messageRef } from './message-ref.js';
import { formatRupees, isRupeeAmount, keepLeftToRight, rupees } from './rupees.js';

const LRI = '\u2066';
const PDI = '\u2069';

describe('formatMessage', () => {
  it('fills ICU arguments in English exactly as the spec words the message', () => {
    expect(formatMessage('en', 'address.addressMin', { min: 3 })).toBe(
      'The address should have a minimum length of 3',
    );
    expect(formatMessage('en', 'address.phoneInvalid')).toBe('Invalid phone number');
    expect(formatMessage('en', 'search.priceWhole', { field: 'max' })).toBe(
      'Highest price must be whole rupees',
    );
  });

  it('gives the Urdu text with the same arguments', () => {
    expect(formatMessage('ur', 'address.addressMin', { min: 3 })).toBe('پتے میں کم از کم 3 حروف ہونے چاہییں');
    expect(formatMessage('ur', 'search.priceWhole', { field: 'min' })).toBe(
      'کم سے کم قیمت پورے روپوں میں لکھیں',
    );
  });

  it('picks the plural form of each language', () => {
    expect(formatMessage('en', 'common.bookCount', { count: 1 })).toBe('1 book');
    expect(formatMessage('en', 'common.bookCount', { count: 2500 })).toBe('2,500 books');
    expect(formatMessage('ur', 'common.bookCount', { count: 1 })).toBe('1 کتاب');
    expect(formatMessage('ur', 'common.bookCount', { count: 3 })).toBe('3 کتابیں');
  });

  it('formats dates in Pakistan time with Western digits in both languages', () => {
    // 20:30 UTC on 25 November is 01:30 on 26 November in Karachi.
    const late = new Date('2026-11-25T20:30:00Z');
    expect(formatMessage('en', 'order.placedOn', { date: late })).toBe('Placed on 26 November 2026');
    expect(formatMessage('ur', 'order.placedOn', { date: late })).toBe('آرڈر کی تاریخ: 26 نومبر، 2026');
  });

  it('shows rupee arguments as Rs. amounts, isolated left to right in Urdu only', () => {
    const range = { min: rupees(500), max: rupees(10_000) };
    expect(formatMessage('en', 'giftCard.amountHint', range)).toBe('Rs. 500 to Rs. 10,000 only*');
    expect(formatMessage('ur', 'giftCard.amountHint', range)).toBe(
      `صرف ${LRI}Rs. 500${PDI} سے ${LRI}Rs. 10,000${PDI} تک*`,
    );
  });

  it('throws when an argument the message needs is missing, rather than show half a sentence', () => {
    expect(() => formatMessage('en', 'address.addressMin')).toThrow();
  });
});

describe('createMessages', () => {
  it('gives one language its direction, rupees, numbers and dates, made once', () => {
    const ur = createMessages('ur');
    expect(createMessages('ur')).toBe(ur);
    expect(ur.direction).toBe('rtl');
    expect(createMessages('en').direction).toBe('ltr');
    expect(ur.rupees(1500)).toBe(`${LRI}Rs. 1,500${PDI}`);
    expect(ur.number(1234567)).toBe(`${LRI}1,234,567${PDI}`);
    expect(createMessages('en').number(1234567)).toBe('1,234,567');
    expect(ur.date(Date.UTC(2026, 0, 5, 12))).toBe('5 جنوری، 2026');
    expect(createMessages('en').date(Date.UTC(2026, 0, 5, 12))).toBe('5 January 2026');
    expect(ur.format('language.ur')).toBe('اردو');
    expect(createMessages('en').format('language.ur')).toBe('اردو');
  });
});

describe('formatRupees', () => {
  it('is the domain’s Rs. format in English and the same text isolated in Urdu', () => {
    for (const amount of [0, 5, 1500, 1_234_567, -50, 12.6, null, undefined, Number.NaN]) {
      expect(formatRupees('en', amount)).toBe(domainRupees(amount));
      expect(formatRupees('ur', amount)).toBe(`${LRI}${domainRupees(amount)}${PDI}`);
    }
    expect(keepLeftToRight('ur', 'ayesha@example.com')).toBe(`${LRI}ayesha@example.com${PDI}`);
    expect(keepLeftToRight('en', 'ayesha@example.com')).toBe('ayesha@example.com');
    expect(isRupeeAmount(rupees(5))).toBe(true);
    expect(isRupeeAmount(5)).toBe(false);
    expect(isRupeeAmount(null)).toBe(false);
  });
});

describe('message references', () => {
  it('carry a key and its arguments and are put in words in the language asked', () => {
    const ref = messageRef('address.cityMax', { max: 60 });
    expect(ref).toEqual({ key: 'address.cityMax', values: { max: 60 } });
    expect(messageRef('address.phoneInvalid')).toEqual({ key: 'address.phoneInvalid' });
    expect(formatMessageRef('en', ref)).toBe('The city should have a maximum length of 60');
    expect(formatMessageRef('ur', ref)).toBe('شہر کے نام میں زیادہ سے زیادہ 60 حروف ہو سکتے ہیں');
    expect(formatMessageRef('ur', 'Already words')).toBe('Already words');
  });

  it('are recognised only with a catalogue key', () => {
    expect(isMessageRef({ key: 'address.phoneInvalid' })).toBe(true);
    expect(isMessageRef({ key: 'no.such.key' })).toBe(false);
    expect(isMessageRef('address.phoneInvalid')).toBe(false);
    expect(isMessageRef(null)).toBe(false);
  });
});

describe('languages', () => {
  it('are English left to right and Urdu right to left, named exactly', () => {
    expect(TEXT_DIRECTION).toEqual({ en: 'ltr', ur: 'rtl' });
    expect(isLanguage('ur')).toBe(true);
    expect(isLanguage('ur-PK')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
