import { describe, expect, it } from 'vitest';
import { categoryLabel } from './category-label';

describe('categoryLabel', () => {
  it('gives the Urdu name on Urdu pages when there is one, else the name', () => {
    const poetry = { label: 'Poetry', labelUr: 'شاعری' };
    expect(categoryLabel('ur', poetry)).toBe('شاعری');
    expect(categoryLabel('en', poetry)).toBe('Poetry');
    expect(categoryLabel('ur', { label: 'Poetry', labelUr: null })).toBe('Poetry');
  });
});
