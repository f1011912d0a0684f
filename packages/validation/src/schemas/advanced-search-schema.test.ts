import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { advancedSearchSchema, EMPTY_ADVANCED_SEARCH } from './advanced-search-schema.js';

async function errorsOf(values: Partial<typeof EMPTY_ADVANCED_SEARCH>): Promise<Record<string, string>> {
  try {
    await advancedSearchSchema.validate({ ...EMPTY_ADVANCED_SEARCH, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
  }
}

describe('advancedSearchSchema', () => {
  it('needs at least one criterion', async () => {
    expect(await errorsOf({})).toEqual({ title: 'Fill in at least one field to search by' });
    expect(await errorsOf({ publisher: 'Sang-e-Meel' })).toEqual({});
    expect(await errorsOf({ category: '12' })).toEqual({});
  });

  it('accepts hyphenated ISBNs and refuses letters', async () => {
    expect(await errorsOf({ isbn: '978-0-14-102954-2' })).toEqual({});
    expect(await errorsOf({ isbn: '014102954X' })).toEqual({});
    expect(await errorsOf({ isbn: 'isbn 978' })).toEqual({
      isbn: 'An ISBN has digits and hyphens only (and may end in X)',
    });
  });

  it('checks the price range', async () => {
    expect(await errorsOf({ minPrice: '500', maxPrice: '1500' })).toEqual({});
    expect(await errorsOf({ minPrice: 'cheap' })).toEqual({
      minPrice: 'Lowest price must be a number of rupees',
    });
    expect(await errorsOf({ minPrice: '-5' })).toEqual({ minPrice: 'Lowest price cannot be below 0' });
    expect(await errorsOf({ minPrice: '1500', maxPrice: '500' })).toEqual({
      maxPrice: 'Highest price must not be below the lowest price',
    });
  });
});
