import { PRICE_BANDS, type SearchFacetName, STOCK_STATUSES, type StockStatus } from '@bookshop/domain';
import { type Messages, rupees } from '@bookshop/i18n/core';
import { stockLabelKey } from '@bookshop/ui';

function isStockStatus(value: string): value is StockStatus {
  return (STOCK_STATUSES as readonly string[]).includes(value);
}

/** A price band's name ("Rs. 500 to 1,000"), in the page's language; null for an unknown band. */
export function priceBandLabel(t: Messages, key: string): string | null {
  const band = PRICE_BANDS.find((candidate) => candidate.key === key);
  if (!band) return null;
  if (band.max === null) return t.format('catalog.price.bandAbove', { min: rupees(band.min) });
  if (band.min === 0) return t.format('catalog.price.bandUnder', { max: rupees(band.max) });
  return t.format('catalog.price.bandBetween', { min: rupees(band.min), max: t.number(band.max) });
}

/**
 * A facet value's name in the page's language. The server names values in English (one answer
 * for every language, so it can be cached); the values the shop itself names (price bands, stock
 * states, book languages) are worded here from their keys. Category, author and publisher names
 * are data and stay as the server gives them.
 */
export function facetOptionLabel(t: Messages, facet: SearchFacetName, value: string, label: string): string {
  switch (facet) {
    case 'price':
      return priceBandLabel(t, value) ?? label;
    case 'availability':
      return isStockStatus(value) ? t.format(stockLabelKey(value)) : label;
    case 'language':
      return t.format('catalog.book.languageName', { code: value });
    default:
      return label;
  }
}
