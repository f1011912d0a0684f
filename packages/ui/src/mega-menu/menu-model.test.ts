import { describe, expect, it } from 'vitest';
import { isGroupActive, isHrefActive, isSamePath, type MenuGroup } from './menu-model';

const group = (overrides: Partial<MenuGroup>): MenuGroup => ({
  id: 1,
  label: 'Fiction',
  href: '/category/level1/2/instock',
  categories: [{ id: 11, label: 'Crime', href: '/category/level4/11/instock' }],
  ...overrides,
});

describe('isHrefActive', () => {
  it('matches the page itself and pages below it, not lookalike prefixes', () => {
    expect(isHrefActive('/orders', '/orders')).toBe(true);
    expect(isHrefActive('/orders', '/orders/12')).toBe(true);
    expect(isHrefActive('/orders', '/orders-archive')).toBe(false);
    expect(isHrefActive('/orders/', '/orders?page=2')).toBe(true);
  });

  it('matches home only on home', () => {
    expect(isHrefActive('/', '/')).toBe(true);
    expect(isHrefActive('/', '/orders')).toBe(false);
  });
});

describe('isSamePath', () => {
  it('ignores query, hash and trailing slash', () => {
    expect(isSamePath('/search?keyword=a', '/search/#top')).toBe(true);
    expect(isSamePath('/search', '/search/x')).toBe(false);
  });
});

describe('isGroupActive', () => {
  it('is active on its own page and on its categories', () => {
    expect(isGroupActive(group({}), '/category/level1/2/instock')).toBe(true);
    expect(isGroupActive(group({}), '/category/level4/11/instock')).toBe(true);
    expect(isGroupActive(group({}), '/category/level4/12/instock')).toBe(false);
  });

  it('highlights Children on all-books-by-age-group pages and Our Publications on our-publication pages', () => {
    const children = group({ label: 'Children', categories: [] });
    const publications = group({ label: 'Our Publications', categories: [] });
    expect(isGroupActive(children, '/all-books-by-age-group/3-5')).toBe(true);
    expect(isGroupActive(publications, '/our-publication/12')).toBe(true);
    expect(isGroupActive(publications, '/our-publications')).toBe(true);
    expect(isGroupActive(children, '/our-publication/12')).toBe(false);
  });

  it('lets explicit prefixes replace the spec aliases', () => {
    const children = group({ label: 'Children', matchPrefixes: ['/kids'], categories: [] });
    expect(isGroupActive(children, '/kids/picture-books')).toBe(true);
    expect(isGroupActive(children, '/all-books-by-age-group/3-5')).toBe(false);
  });

  it('never highlights a disabled entry', () => {
    expect(isGroupActive(group({ disabled: true, href: '/toys' }), '/toys')).toBe(false);
  });
});
