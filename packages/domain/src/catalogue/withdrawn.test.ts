import { describe, expect, it } from 'vitest';
import { withdrawnBooksMessage } from './withdrawn.js';

describe('withdrawnBooksMessage', () => {
  it('names one withdrawn book', () => {
    expect(withdrawnBooksMessage(['Raja Gidh'])).toBe(
      '"Raja Gidh" is no longer sold. Please remove it from your cart.',
    );
  });

  it('names several, the last after "and"', () => {
    expect(withdrawnBooksMessage(['A', 'B', 'C'])).toBe(
      '"A", "B" and "C" are no longer sold. Please remove them from your cart.',
    );
  });
});
