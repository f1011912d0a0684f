import { describe, expect, it } from 'vitest';
import { hrefWith, readAdvancedSearch, readSearch } from './search-url';

describe('readSearch', () => {
  it('reads keyword, sort, page and facet filters from the address', () => {
    const params = readSearch(
      new URLSearchParams('keyword=+iqbal+&sort=newest&page=3&language=ur&availability=available&tracking=x'),
    );
    expect(params).toEqual({
      keyword: 'iqbal',
      sort: 'newest',
      page: 3,
      perPage: 24,
      language: 'ur',
      availability: 'available',
    });
  });

  it('ignores an unknown sort and a bad page', () => {
    expect(readSearch(new URLSearchParams('keyword=a&sort=cheapest&page=-2'))).toEqual({
      keyword: 'a',
      page: 1,
      perPage: 24,
    });
  });
});

describe('readAdvancedSearch', () => {
  it('is null until a criterion is given', () => {
    expect(readAdvancedSearch(new URLSearchParams(''))).toBeNull();
    expect(readAdvancedSearch(new URLSearchParams('title=&sort=newest'))).toBeNull();
  });

  it('reads the fields and whole-rupee prices', () => {
    expect(
      readAdvancedSearch(new URLSearchParams('title=moth&author=hamid&isbn=978-0&minPrice=200&maxPrice=x')),
    ).toEqual({ title: 'moth', author: 'hamid', isbn: '978-0', minPrice: 200, page: 1, perPage: 24 });
  });
});

describe('hrefWith', () => {
  const query = new URLSearchParams('keyword=ghalib&page=4&author=Ghalib');

  it('sets and removes parameters and goes back to page 1', () => {
    expect(hrefWith('/search', query, { language: 'ur' })).toBe(
      '/search?keyword=ghalib&author=Ghalib&language=ur',
    );
    expect(hrefWith('/search', query, { author: null })).toBe('/search?keyword=ghalib');
  });

  it('keeps the page when the page itself is what changes', () => {
    expect(hrefWith('/search', query, { page: '5' })).toBe('/search?keyword=ghalib&page=5&author=Ghalib');
  });
});
