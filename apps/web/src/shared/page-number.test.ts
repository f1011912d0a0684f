import { MAX_PAGE } from '@bookshop/domain';
import { describe, expect, it } from 'vitest';
import { hrefWithPage, pageCountOf, readPageNumber } from './page-number';

describe('page numbers', () => {
  it('reads whole page numbers from 1 and falls back to 1', () => {
    expect(readPageNumber('3')).toBe(3);
    expect(readPageNumber(null)).toBe(1);
    expect(readPageNumber('0')).toBe(1);
    expect(readPageNumber('2.5')).toBe(1);
    expect(readPageNumber('abc')).toBe(1);
  });

  it('counts pages', () => {
    expect(pageCountOf(0, 24)).toBe(0);
    expect(pageCountOf(24, 24)).toBe(1);
    expect(pageCountOf(25, 24)).toBe(2);
  });

  it('offers no page past the deepest the server serves', () => {
    expect(pageCountOf(MAX_PAGE * 24, 24)).toBe(MAX_PAGE);
    expect(pageCountOf(430_000, 24)).toBe(MAX_PAGE);
  });

  it('builds page links that keep the other parameters', () => {
    const search = new URLSearchParams('keyword=ghalib&page=2&language=ur');
    expect(hrefWithPage('/search', search, 3)).toBe('/search?keyword=ghalib&page=3&language=ur');
    expect(hrefWithPage('/search', search, 1)).toBe('/search?keyword=ghalib&language=ur');
    expect(hrefWithPage('/category/level4/5/instock', new URLSearchParams(), 1)).toBe(
      '/category/level4/5/instock',
    );
  });
});
