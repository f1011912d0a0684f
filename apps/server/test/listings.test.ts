import { type BookSummary, type HighDiscountCategories, unitPrice } from '@bookshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { seedDemo } from '../src/catalog/seed-demo.js';
import { queryRows } from '../src/db/query-rows.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

interface Listing {
  category: {
    id: number;
    label: string;
    level: number;
    parents: { id: number; label: string; level: number }[];
  };
  books: BookSummary[];
  total: number;
  page: number;
  perPage: number;
}

describe('category listings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A level-4 category holding both in-stock items and items that are not. */
  async function mixedCategory(): Promise<{ id: number; all: number; inStock: number }> {
    const [row] = await queryRows<{ id: number; all: number; in_stock: number }>(
      t.database.db,
      sql`select bc.category_id as id, count(*)::int as all,
            count(*) filter (where b.stock_status = 'available' and b.stock > 0)::int as in_stock
          from book_categories bc join books b on b.id = bc.book_id
          group by bc.category_id
          having count(*) filter (where b.stock_status = 'available' and b.stock > 0) between 1 and count(*) - 1
          order by count(*) desc, bc.category_id limit 1`,
    );
    if (!row) throw new Error('the demo catalogue has no category mixing stock states');
    return { id: Number(row.id), all: Number(row.all), inStock: Number(row.in_stock) };
  }

  it('lists only in-stock items with instock=1, and every item without it', async () => {
    const mixed = await mixedCategory();
    const inStock = (await t.app.inject(`/api/categories/${mixed.id}/books?instock=1&perPage=60`)).json()
      .data as Listing;
    expect(inStock.total).toBe(mixed.inStock);
    expect(inStock.books).toHaveLength(Math.min(60, mixed.inStock));
    for (const b of inStock.books) expect(b.bookStatus).toBe('available');
    const all = (await t.app.inject(`/api/categories/${mixed.id}/books?perPage=60`)).json().data as Listing;
    expect(all.total).toBe(mixed.all);
    expect(all.books.some((b) => b.bookStatus !== 'available')).toBe(true);
  });

  it('names the category and its parents, root first', async () => {
    const mixed = await mixedCategory();
    const { category } = (await t.app.inject(`/api/categories/${mixed.id}/books?instock=1`)).json()
      .data as Listing;
    expect(category).toMatchObject({ id: mixed.id, level: 4, label: expect.any(String) });
    expect(category.parents.map((p) => p.level)).toEqual([1, 2, 3]);
  });

  it('pages and sorts a listing', async () => {
    const mixed = await mixedCategory();
    const res = await t.app.inject(`/api/categories/${mixed.id}/books?page=2&perPage=2&sort=price_asc`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ page: 2, perPage: 2 });
    // Sorted: prices to pay never fall along the whole listing.
    const all: BookSummary[] = (
      await t.app.inject(`/api/categories/${mixed.id}/books?perPage=60&sort=price_asc`)
    ).json().data.books;
    expect(all.length).toBeGreaterThan(3);
    const prices = all.map((b) => unitPrice(b.PAK_PRICE, b.Discount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Paged: page 2 of two holds the third and fourth of the same order.
    const pageTwo: BookSummary[] = res.json().data.books;
    expect(pageTwo.map((b) => unitPrice(b.PAK_PRICE, b.Discount))).toEqual(prices.slice(2, 4));
    const bad = await t.app.inject(`/api/categories/${mixed.id}/books?sort=random`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.sort).toBeDefined();
  });

  it('answers 404 for an unknown category and 400 for a bad id', async () => {
    const missing = await t.app.inject('/api/categories/999999/books');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Category not found' });
    expect((await t.app.inject('/api/categories/abc/books')).statusCode).toBe(400);
  });

  it('gives the mega-menus their level-2 sections, Children by age group', async () => {
    const { groups } = (await t.app.inject('/api/categories/menu')).json().data;
    const children = groups.find((g: { slug: string }) => g.slug === 'children');
    expect(children.sections.map((s: { label: string }) => s.label)).toContain('Ages 0-2');
    const leaves = children.sections.flatMap((s: { categories: unknown[] }) => s.categories);
    expect(leaves).toEqual(children.categories);
  });
});

describe('high-discount categories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts in-stock items whose own discount is at least 25% per level-1 group', async () => {
    const res = await t.app.inject('/api/high-discount-categories');
    expect(res.statusCode).toBe(200);
    const { popular, all } = res.json().data as HighDiscountCategories;
    expect(all.length).toBeGreaterThan(1);
    for (const group of all) {
      const listing = (
        await t.app.inject(`/api/high-discount-categories/${group.id}/books?perPage=60`)
      ).json().data as Listing;
      expect(listing.total, group.label).toBe(group.count);
      for (const b of listing.books) {
        expect(b.Discount).toBeGreaterThanOrEqual(25);
        expect(b.bookStatus).toBe('available');
      }
    }
    const [check] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from books where discount_percent >= 25 and stock_status = 'available' and stock > 0`,
    );
    // Every discounted item sits under at least one group.
    expect(all.reduce((n, g) => n + g.count, 0)).toBeGreaterThanOrEqual(check?.n ?? 0);
    expect(popular.length).toBe(Math.min(5, all.length));
    expect(popular.map((g) => g.count)).toEqual([...popular.map((g) => g.count)].sort((a, b) => b - a));
    const smallestPopular = Math.min(...popular.map((g) => g.count));
    for (const g of all)
      if (!popular.some((p) => p.id === g.id)) expect(g.count).toBeLessThanOrEqual(smallestPopular);
  });

  it('lists a group biggest discount first, the cheaper first within one discount, unless asked otherwise', async () => {
    const { popular } = (await t.app.inject('/api/high-discount-categories')).json()
      .data as HighDiscountCategories;
    const group = popular[0]!;
    const listing = (await t.app.inject(`/api/high-discount-categories/${group.id}/books?perPage=60`)).json()
      .data as Listing;
    const discounts = listing.books.map((b) => b.Discount);
    expect(new Set(discounts).size).toBeGreaterThan(1);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    for (let i = 1; i < listing.books.length; i++) {
      const [before, after] = [listing.books[i - 1]!, listing.books[i]!];
      if (before.Discount === after.Discount)
        expect(unitPrice(before.PAK_PRICE, before.Discount)).toBeLessThanOrEqual(
          unitPrice(after.PAK_PRICE, after.Discount),
        );
    }
    const byPrice = (
      await t.app.inject(`/api/high-discount-categories/${group.id}/books?perPage=60&sort=price_asc`)
    ).json().data as Listing;
    const prices = byPrice.books.map((b) => unitPrice(b.PAK_PRICE, b.Discount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe('the configured high-discount threshold', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
    app = await buildApp({
      config: { dataDir: null, webDistDir: null, logLevel: 'silent', highDiscountThreshold: 45 },
      database,
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('lists only items at or above it', async () => {
    const { all } = (await app.inject('/api/high-discount-categories')).json().data as HighDiscountCategories;
    expect(all.length).toBeGreaterThan(0);
    for (const g of all) {
      const { books } = (await app.inject(`/api/high-discount-categories/${g.id}/books`)).json()
        .data as Listing;
      for (const b of books) expect(b.Discount).toBeGreaterThanOrEqual(45);
    }
    const { sections } = (await app.inject('/api/home')).json().data;
    const discounted = sections.find((s: { key: string }) => s.key === 'high-discounts');
    for (const b of discounted.books as BookSummary[]) expect(b.Discount).toBeGreaterThanOrEqual(45);
  });
});

describe('GET /api/home', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('builds the four sections from the catalogue', async () => {
    const res = await t.app.inject('/api/home');
    expect(res.statusCode).toBe(200);
    const { sections } = res.json().data as {
      sections: { key: string; title: string; books: BookSummary[] }[];
    };
    expect(sections.map((s) => s.key)).toEqual(['new', 'popular', 'high-discounts', 'urdu']);
    for (const s of sections) {
      expect(s.title).not.toBe('');
      expect(s.books.length).toBeGreaterThan(0);
    }
    const [, popular, discounted, urdu] = sections;
    for (const b of discounted?.books ?? []) {
      expect(b.Discount).toBeGreaterThanOrEqual(25);
      expect(b.bookStatus).toBe('available');
    }
    for (const b of popular?.books ?? []) expect(b.bookStatus).toBe('available');
    for (const b of urdu?.books ?? []) {
      expect((await t.app.inject(`/api/books/${b.Book_Id}`)).json().data.book.language).toBe('ur');
    }
  });
});
