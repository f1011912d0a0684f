import { describe, expect, it } from 'vitest';
import { shippingFee } from './shipping-fee.js';
import { DEFAULT_SHOP_FEES } from './shop-fees.js';

describe('shippingFee', () => {
  it('charges nothing for an empty cart', () => {
    expect(shippingFee([])).toBe(0);
  });

  it('charges the standard fee when a line is available', () => {
    expect(shippingFee([{ availabilityStatus: 'available', cart_qty: 1 }])).toBe(150);
  });

  it.each(['pre_order', 'on_demand', 'out_of_stock'] as const)(
    'charges the on-demand fee for %s lines',
    (status) => {
      expect(shippingFee([{ availabilityStatus: status, cart_qty: 1 }])).toBe(150);
    },
  );

  it('charges both fees once each for a mixed cart', () => {
    expect(
      shippingFee([
        { availabilityStatus: 'available', cart_qty: 1 },
        { availabilityStatus: 'available', cart_qty: 3 },
        { availabilityStatus: 'pre_order', cart_qty: 1 },
        { availabilityStatus: 'on_demand', cart_qty: 1 },
      ]),
    ).toBe(300);
  });

  it('ignores lines with no quantity', () => {
    expect(
      shippingFee([
        { availabilityStatus: 'available', cart_qty: 1 },
        { availabilityStatus: 'pre_order', cart_qty: 0 },
      ]),
    ).toBe(150);
  });

  it('uses the configured fees', () => {
    const fees = { giftWrap: 50, standardShipping: 200, onDemandShipping: 250 };
    expect(shippingFee([{ availabilityStatus: 'available', cart_qty: 1 }], fees)).toBe(200);
    expect(shippingFee([{ availabilityStatus: 'on_demand', cart_qty: 1 }], fees)).toBe(250);
  });

  it('defaults to the spec constants 100, 150 and 150', () => {
    expect(DEFAULT_SHOP_FEES).toEqual({ giftWrap: 100, standardShipping: 150, onDemandShipping: 150 });
    expect(Object.isFrozen(DEFAULT_SHOP_FEES)).toBe(true);
  });
});
