import { STOCK_STATUSES } from '@bookshop/domain';
import { describe, expect, it } from 'vitest';
import { statusForStock } from '../stock.js';
import { demoCategories, demoItems } from './index.js';
import type { DemoCategory } from './types.js';

interface FlatCategory {
  slug: string;
  name: string;
  level: number;
  root: string;
  hasChildren: boolean;
}

function flatten(nodes: readonly DemoCategory[], level = 1, root = ''): FlatCategory[] {
  return nodes.flatMap((node) => {
    const rootSlug = level === 1 ? node.slug : root;
    const children = node.children ?? [];
    return [
      { slug: node.slug, name: node.name, level, root: rootSlug, hasChildren: children.length > 0 },
      ...flatten(children, level + 1, rootSlug),
    ];
  });
}

function isValidIsbn10(isbn: string): boolean {
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = isbn.charAt(i);
    sum += (ch === 'X' ? 10 : Number(ch)) * (10 - i);
  }
  return sum % 11 === 0;
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dups = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) dups.add(value);
    seen.add(value);
  }
  return [...dups];
}

const ROOTS: readonly (readonly [string, string])[] = [
  ['all-books', 'All Books'],
  ['fiction', 'Fiction'],
  ['non-fiction', 'Non-Fiction'],
  ['young-adults', 'Young Adults'],
  ['children', 'Children'],
  ['urdu-books', 'Urdu Books'],
  ['our-publications', 'Our Publications'],
  ['high-discounts', 'High Discounts'],
  ['stationery-art-supplies', 'Stationery & Art Supplies'],
];

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const flat = flatten(demoCategories);
const bySlug = new Map(flat.map((c) => [c.slug, c]));
const leaves = flat.filter((c) => c.level === 4);

describe('demo categories', () => {
  it('has exactly the nine menu roots, in menu order', () => {
    expect(demoCategories.map((c) => [c.slug, c.name])).toEqual(ROOTS);
  });

  it('gives High Discounts no children', () => {
    const highDiscounts = demoCategories.find((c) => c.slug === 'high-discounts');
    expect(highDiscounts?.children ?? []).toHaveLength(0);
  });

  it('is four levels deep, with leaves only at level 4', () => {
    for (const c of flat) {
      expect(c.level, c.slug).toBeLessThanOrEqual(4);
      if (c.level < 4 && c.slug !== 'high-discounts') expect(c.hasChildren, c.slug).toBe(true);
      if (c.level === 4) expect(c.hasChildren, c.slug).toBe(false);
    }
  });

  it('has unique, lowercase, hyphenated slugs prefixed by their root slug', () => {
    expect(duplicates(flat.map((c) => c.slug))).toEqual([]);
    for (const c of flat) {
      expect(c.slug, c.slug).toMatch(KEBAB);
      expect(c.slug === c.root || c.slug.startsWith(`${c.root}-`), c.slug).toBe(true);
      expect(c.name.trim(), c.slug).not.toBe('');
    }
  });

  it('has the children age groups at level 2', () => {
    const children = demoCategories.find((c) => c.slug === 'children');
    const names = (children?.children ?? []).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Ages 0-2', 'Ages 3-5', 'Ages 6-8', 'Ages 9-12']));
  });

  it('gives the All Books mega-menu at least two columns of 13 leaves', () => {
    expect(leaves.filter((c) => c.root === 'all-books').length).toBeGreaterThan(26);
  });
});

describe('demo items', () => {
  it('has between 300 and 400 items', () => {
    expect(demoItems.length).toBeGreaterThanOrEqual(300);
    expect(demoItems.length).toBeLessThanOrEqual(400);
  });

  it('has unique kebab-case keys', () => {
    expect(duplicates(demoItems.map((i) => i.key))).toEqual([]);
    for (const item of demoItems) expect(item.key).toMatch(KEBAB);
  });

  it('has unique ISBN-10s with valid check digits', () => {
    const isbns = demoItems.flatMap((i) => (i.isbn10 === null ? [] : [i.isbn10]));
    expect(duplicates(isbns)).toEqual([]);
    for (const isbn of isbns) expect(isValidIsbn10(isbn), isbn).toBe(true);
    const books = demoItems.filter((i) => i.kind === 'book');
    expect(isbns.length).toBeGreaterThan(books.length * 0.9);
  });

  it('files every item under existing level-4 categories', () => {
    for (const item of demoItems) {
      expect(item.categories.length, item.key).toBeGreaterThan(0);
      expect(duplicates(item.categories), item.key).toEqual([]);
      for (const slug of item.categories) {
        expect(bySlug.get(slug)?.level, `${item.key} -> ${slug}`).toBe(4);
      }
    }
  });

  it('puts at least two items in every level-4 leaf', () => {
    const counts = new Map<string, number>();
    for (const item of demoItems) {
      for (const slug of item.categories) counts.set(slug, (counts.get(slug) ?? 0) + 1);
    }
    const thin = leaves.filter((c) => (counts.get(c.slug) ?? 0) < 2).map((c) => c.slug);
    expect(thin).toEqual([]);
  });

  it('has at least 40 Urdu items titled in Urdu script', () => {
    const urdu = demoItems.filter((i) => i.language === 'ur' && ARABIC_SCRIPT.test(i.title));
    expect(urdu.length).toBeGreaterThanOrEqual(40);
    for (const item of urdu) {
      for (const author of item.authors) expect(author, item.key).toMatch(ARABIC_SCRIPT);
    }
  });

  it('has at least 60 stationery items shaped as stationery', () => {
    const stationery = demoItems.filter((i) => i.kind === 'stationery');
    expect(stationery.length).toBeGreaterThanOrEqual(60);
    for (const item of stationery) {
      expect(item.authors, item.key).toEqual([]);
      expect(item.isbn10, item.key).toBeNull();
      expect(item.language, item.key).toBe('en');
      expect(item.publisher, item.key).not.toBeNull();
      for (const slug of item.categories)
        expect(bySlug.get(slug)?.root, item.key).toBe('stationery-art-supplies');
    }
  });

  it('has at least 40 items discounted by 25% or more', () => {
    expect(demoItems.filter((i) => i.discountPercent >= 25).length).toBeGreaterThanOrEqual(40);
  });

  it('has integer rupee prices and discounts in range', () => {
    for (const item of demoItems) {
      expect(Number.isInteger(item.price), item.key).toBe(true);
      expect(Number.isInteger(item.discountPercent), item.key).toBe(true);
      expect(item.discountPercent, item.key).toBeGreaterThanOrEqual(0);
      expect(item.discountPercent, item.key).toBeLessThanOrEqual(50);
      const [min, max] = item.kind === 'book' ? [350, 7500] : [60, 4500];
      expect(item.price, item.key).toBeGreaterThanOrEqual(min);
      expect(item.price, item.key).toBeLessThanOrEqual(max);
    }
  });

  it('has stock counts that agree with the stock status', () => {
    for (const item of demoItems) {
      expect(STOCK_STATUSES, item.key).toContain(item.stockStatus);
      expect(Number.isInteger(item.stock), item.key).toBe(true);
      if (item.stockStatus === 'available') {
        expect(item.stock, item.key).toBeGreaterThanOrEqual(1);
        expect(item.stock, item.key).toBeLessThanOrEqual(60);
      } else {
        expect(item.stock, item.key).toBe(0);
      }
      expect(statusForStock(item.stock, item.stockStatus), item.key).toBe(item.stockStatus);
    }
  });

  it('mixes stock statuses, mostly available', () => {
    const count = (status: string) => demoItems.filter((i) => i.stockStatus === status).length;
    expect(count('available')).toBeGreaterThan(demoItems.length * 0.75);
    for (const status of ['out_of_stock', 'pre_order', 'on_demand']) expect(count(status)).toBeGreaterThan(0);
  });

  it('has plausible book details', () => {
    for (const item of demoItems.filter((i) => i.kind === 'book')) {
      expect(['en', 'ur'], item.key).toContain(item.language);
      expect(item.authors.length, item.key).toBeGreaterThan(0);
      expect(item.year ?? 0, item.key).toBeGreaterThanOrEqual(1900);
      expect(item.year ?? 0, item.key).toBeLessThanOrEqual(2026);
      expect(item.pages ?? 0, item.key).toBeGreaterThan(0);
      expect(item.description.trim(), item.key).not.toBe('');
    }
  });
});
