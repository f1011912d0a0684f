import { describe, expect, it } from 'vitest';
import { savedCard } from '../test-support/fixtures.js';
import { cardLookupKey, needsCardDiscountLookup } from './card-lookup-key.js';

describe('card discount look-ups', () => {
  it('key a card by its bin and last four digits', () => {
    expect(cardLookupKey(savedCard('tok_1', '45720312', '0042'))).toBe('45720312:0042');
  });

  it('are not repeated for the card looked up last', () => {
    const card = savedCard('tok_1', '457203', '0042');
    expect(needsCardDiscountLookup({ discountLookupKey: null }, card)).toBe(true);
    expect(needsCardDiscountLookup({ discountLookupKey: '457203:0042' }, card)).toBe(false);
    expect(needsCardDiscountLookup({ discountLookupKey: '457203:9999' }, card)).toBe(true);
  });
});
