import { describe, expect, it } from 'vitest';
import { readGiftCardReturn } from './gift-card-return';

describe('readGiftCardReturn', () => {
  it('reads a paid card’s receipt, a failed payment and refused fields', () => {
    expect(readGiftCardReturn(new URLSearchParams('receipt=12.abc'))).toEqual({
      kind: 'receipt',
      receipt: '12.abc',
    });
    expect(readGiftCardReturn(new URLSearchParams('failed=1'))).toEqual({ kind: 'failed' });
    const errors = encodeURIComponent(JSON.stringify({ amount: ['Rs. 500 to Rs. 10,000 only*', 'x'] }));
    expect(readGiftCardReturn(new URLSearchParams(`errors=${errors}`))).toEqual({
      kind: 'errors',
      errors: { amount: 'Rs. 500 to Rs. 10,000 only*' },
    });
  });

  it('is nothing for a plain visit or unreadable errors', () => {
    expect(readGiftCardReturn(new URLSearchParams(''))).toBeNull();
    expect(readGiftCardReturn(new URLSearchParams('errors=%7Bnot-json'))).toBeNull();
  });
});
