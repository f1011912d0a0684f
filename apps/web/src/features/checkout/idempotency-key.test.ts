import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys } from './idempotency-key';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('createIdempotencyKeys', () => {
  it('reuses the key for the same body until the server answers', () => {
    const keys = createIdempotencyKeys(counter());
    const body = { address_id: 1, payment_option: 4 };
    expect(keys.keyFor(body)).toBe('key-1');
    // No answer (a dropped connection): the retry must carry the same key.
    expect(keys.keyFor({ ...body })).toBe('key-1');
    keys.answered();
    expect(keys.keyFor(body)).toBe('key-2');
  });

  it('gives a changed body a new key, since it is another order', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor({ payment_option: 1 })).toBe('key-1');
    expect(keys.keyFor({ payment_option: 4 })).toBe('key-2');
  });
});
