import { STOCK_LABELS, STOCK_STATUSES } from '@bookshop/domain';
import { formatMessage } from '@bookshop/i18n/core';
import { describe, expect, it } from 'vitest';
import { stockLabelKey } from './stock-label';

describe('stockLabelKey', () => {
  it('words every stock state in English exactly as the domain labels it', () => {
    for (const status of STOCK_STATUSES) {
      expect(formatMessage('en', stockLabelKey(status))).toBe(STOCK_LABELS[status]);
    }
  });

  it('gives each stock state its own Urdu label', () => {
    const urdu = STOCK_STATUSES.map((status) => formatMessage('ur', stockLabelKey(status)));
    expect(new Set(urdu).size).toBe(STOCK_STATUSES.length);
    expect(formatMessage('ur', stockLabelKey('out_of_stock'))).toBe('اسٹاک ختم');
  });
});
