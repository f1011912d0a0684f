import { PRICE_BANDS, STOCK_LABELS } from '@bookshop/domain';
import { createMessages, formatRupees } from '@bookshop/i18n';
import { describe, expect, it } from 'vitest';
import { facetOptionLabel, priceBandLabel } from './facet-labels';

const en = createMessages('en');
const ur = createMessages('ur');

describe('facet option labels', () => {
  it('name every price band in English exactly as the domain does', () => {
    for (const band of PRICE_BANDS) expect(priceBandLabel(en, band.key)).toBe(band.label);
  });

  it('name price bands in Urdu with the amounts left to right', () => {
    expect(priceBandLabel(ur, '0-500')).toBe(`${formatRupees('ur', 500)} سے کم`);
    expect(priceBandLabel(ur, '500-1000')).toBe(`${formatRupees('ur', 500)} سے \u20661,000\u2069 تک`);
    expect(priceBandLabel(ur, 'cheap')).toBeNull();
  });

  it('word stock states and languages in the page language, and leave data as the server named it', () => {
    expect(facetOptionLabel(en, 'availability', 'pre_order', 'Pre-order')).toBe(STOCK_LABELS.pre_order);
    expect(facetOptionLabel(ur, 'availability', 'pre_order', 'Pre-order')).toBe('پری آرڈر');
    expect(facetOptionLabel(en, 'language', 'ur', 'Urdu')).toBe('Urdu');
    expect(facetOptionLabel(ur, 'language', 'ur', 'Urdu')).toBe('اردو');
    expect(facetOptionLabel(ur, 'language', 'sd', 'sd')).toBe('sd');
    expect(facetOptionLabel(ur, 'author', 'Mohsin Hamid', 'Mohsin Hamid')).toBe('Mohsin Hamid');
    expect(facetOptionLabel(ur, 'price', '1-2', 'Rs. 1 to 2')).toBe('Rs. 1 to 2');
  });
});
