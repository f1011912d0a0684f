import { describe, expect, it } from 'vitest';
import { isPaymentMethodCode } from './is-payment-method-code.js';

describe('isPaymentMethodCode', () => {
  it('accepts the codes 1 to 5 only', () => {
    for (const code of [1, 2, 3, 4, 5]) expect(isPaymentMethodCode(code)).toBe(true);
    for (const value of [0, 6, '1', null, undefined, 1.5]) expect(isPaymentMethodCode(value)).toBe(false);
  });
});
