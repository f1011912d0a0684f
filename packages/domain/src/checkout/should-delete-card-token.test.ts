import { describe, expect, it } from 'vitest';
import { shouldDeleteCardToken } from './should-delete-card-token.js';

describe('shouldDeleteCardToken', () => {
  it('keeps the card only for a logged-in user who chose to save it', () => {
    expect(shouldDeleteCardToken({ isLoggedIn: true, saveCard: true })).toBe(false);
    expect(shouldDeleteCardToken({ isLoggedIn: true, saveCard: false })).toBe(true);
    expect(shouldDeleteCardToken({ isLoggedIn: false, saveCard: true })).toBe(true);
    expect(shouldDeleteCardToken({ isLoggedIn: false, saveCard: false })).toBe(true);
  });
});
