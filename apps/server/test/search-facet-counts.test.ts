import type { SearchFacetValue, SearchPage } from '@bookshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { seedDemo } from '../src/catalog/seed-demo.js';
import { queryRows } from '../src/db/query-rows.js';
import { SEARCH_COUNT_LIMIT } from '../src/search/search-service.js';
import { checkAnswersAgainstDocument } from './support/openapi-contract.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

type App = Awaited<ReturnType<typeof buildApp>>;

/** More "zebra" titles than the results page counts exactly. */
const ZEBRAS = 1100;
/** The first of them are pre-orders, so a facet can narrow "zebra" below the limit. */
const PRE_ORDER_ZEBRAS = 40;
/** And the first of them sit in one category, which a test hides. */
const ZEBRAS_IN_CATEGORY = 30;

const countOf = (facet: SearchFacetValue[], value: string) => facet.find((f) => f.value === value)?.count;
const sum = (facet: SearchFacetValue[]) => facet.reduce((n, v) => n + v.count, 0);

/**
 * The results page's counts (issue 28): exact over every match, counted in memory
 * (catalogue-facets.ts), relevance ranked among the first SEARCH_COUNT_LIMIT; the searches only
 * SQL answers (advanced field words, ISBNs) still say "1,000+" past the limit; hidden categories
 * never offered as a facet; and, with the answer cache on as deployed, counts that follow a
 * catalogue change as soon as the database announces it.
 */
describe('search facet counts', () => {
  let database: TestDatabase;
  let app: App;
  let leaf: { id: number; parentId: number };

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
    const [found] = await queryRows<{ id: number; parent_id: number }>(
      database.db,
      sql`select id, parent_id from categories where slug = 'all-books-biography'`,
    );
    if (!found) throw new Error('the demo catalogue has no biography category');
    leaf = { id: found.id, parentId: found.parent_id };
    await database.db.execute(sql`
      insert into books (title, search_title, price, picname, source, source_id, stock, stock_status)
      select 'Zebra Tome ' || g, 'zebra tome ' || g, 100 + g, 'zebra-' || g, 'facet-test', 'zebra-' || g, 5,
        case when g <= ${PRE_ORDER_ZEBRAS} then 'pre_order' else 'available' end
      from generate_series(1, ${ZEBRAS}) g`);
    await database.db.execute(sql`
      insert into book_categories (book_id, category_id)
      select id, ${leaf.id} from books where source = 'facet-test' and source_id::text in (
        select 'zebra-' || g from generate_series(1, ${ZEBRAS_IN_CATEGORY}) g)`);
    await database.db.execute(sql`analyze books`);
    app = checkAnswersAgainstDocument(
      await buildApp({
        // The answer cache on, as config.ts deploys it: every count below must still be current.
        config: { dataDir: null, webDistDir: null, logLevel: 'silent', searchCacheSeconds: 60 },
        database,
        logger: false,
      }),
    );
    await app.ready();
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function search(query: Record<string, string>): Promise<SearchPage> {
    const res = await app.inject({ url: '/api/search', query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as SearchPage;
  }

  /** Makes a change and waits until the shop has heard of it (the database's announcement). */
  async function announced(write: () => Promise<unknown>): Promise<void> {
    const seen = app.catalogueCache.stats.invalidations;
    await write();
    await vi.waitFor(() => expect(app.catalogueCache.stats.invalidations).toBeGreaterThan(seen), {
      timeout: 2000,
      interval: 5,
    });
  }

  it('counts exactly below the limit: the total, and each facet value as its filter finds', async () => {
    // "zebra tome 1": titles 1, 10-19, 100-199 and 1000-1100.
    const page = await search({ keyword: 'zebra tome 1' });
    expect(page.total).toBe(212);
    expect(page.totalExact).toBe(true);
    expect(page.approximateFacets).toEqual([]);
    expect(sum(page.facets.availability)).toBe(212);
    expect(countOf(page.facets.availability, 'pre_order')).toBe(11);
    const preOrders = await search({ keyword: 'zebra tome 1', availability: 'pre_order' });
    expect(preOrders.total).toBe(11);
    expect(preOrders.totalExact).toBe(true);
  });

  it('past the limit still counts every match exactly, and pages on past the ranked first thousand in catalogue order', async () => {
    const page = await search({ keyword: 'zebra', perPage: '20' });
    expect(page.total).toBe(ZEBRAS);
    expect(page.totalExact).toBe(true);
    expect(page.approximateFacets).toEqual([]);
    expect(sum(page.facets.availability)).toBe(ZEBRAS);
    expect(countOf(page.facets.availability, 'pre_order')).toBe(PRE_ORDER_ZEBRAS);
    expect(countOf(page.facets.availability, 'available')).toBe(ZEBRAS - PRE_ORDER_ZEBRAS);
    // Every "zebra tome" ranks alike, so the ranked first thousand come in catalogue order too.
    const lastRanked = await search({
      keyword: 'zebra',
      perPage: '20',
      page: String(SEARCH_COUNT_LIMIT / 20),
    });
    expect(lastRanked.books.map((b) => b.BOOK_TITLE).at(-1)).toBe(`Zebra Tome ${SEARCH_COUNT_LIMIT}`);
    const beyond = await search({
      keyword: 'zebra',
      perPage: '20',
      page: String(SEARCH_COUNT_LIMIT / 20 + 1),
    });
    expect(beyond.books.map((b) => b.BOOK_TITLE)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Zebra Tome ${SEARCH_COUNT_LIMIT + 1 + i}`),
    );
    // A page across the limit: the last ranked books, then catalogue order.
    const across = await search({
      keyword: 'zebra',
      perPage: '24',
      page: String(Math.ceil(SEARCH_COUNT_LIMIT / 24)),
    });
    const firstAcross = (Math.ceil(SEARCH_COUNT_LIMIT / 24) - 1) * 24 + 1;
    expect(across.books.map((b) => b.BOOK_TITLE)).toEqual(
      Array.from({ length: 24 }, (_, i) => `Zebra Tome ${firstAcross + i}`),
    );
    const last = await search({ keyword: 'zebra', perPage: '20', page: String(ZEBRAS / 20 + 1) });
    expect(last.books).toEqual([]);
  });

  it('sorts by price over every match: the dearest zebra is the last one added, beyond the first thousand', async () => {
    const dearest = await search({ keyword: 'zebra', perPage: '5', sort: 'price_desc' });
    expect(dearest.total).toBe(ZEBRAS);
    expect(dearest.books.map((b) => b.BOOK_TITLE)).toEqual([
      `Zebra Tome ${ZEBRAS}`,
      `Zebra Tome ${ZEBRAS - 1}`,
      `Zebra Tome ${ZEBRAS - 2}`,
      `Zebra Tome ${ZEBRAS - 3}`,
      `Zebra Tome ${ZEBRAS - 4}`,
    ]);
    const secondPage = await search({ keyword: 'zebra', perPage: '5', sort: 'price_desc', page: '2' });
    expect(secondPage.books[0]?.BOOK_TITLE).toBe(`Zebra Tome ${ZEBRAS - 5}`);
    const cheapest = await search({ keyword: 'zebra', perPage: '2', sort: 'price_asc' });
    expect(cheapest.books.map((b) => b.BOOK_TITLE)).toEqual(['Zebra Tome 1', 'Zebra Tome 2']);
  });

  it("counts a chosen facet's alternatives over every match the other filters let in", async () => {
    const page = await search({ keyword: 'zebra', availability: 'pre_order' });
    expect(page.total).toBe(PRE_ORDER_ZEBRAS);
    expect(page.totalExact).toBe(true);
    expect(page.approximateFacets).toEqual([]);
    expect(countOf(page.facets.availability, 'available')).toBe(ZEBRAS - PRE_ORDER_ZEBRAS);
    expect(sum(page.facets.price)).toBe(PRE_ORDER_ZEBRAS);
  });

  it('an advanced search by title words (answered in SQL) still stops counting at the limit', async () => {
    const res = await app.inject({ url: '/api/search/advanced', query: { title: 'zebra', perPage: '20' } });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as SearchPage;
    expect(page.total).toBe(SEARCH_COUNT_LIMIT);
    expect(page.totalExact).toBe(false);
    expect(countOf(page.facets.availability, 'pre_order')).toBe(PRE_ORDER_ZEBRAS);
  });

  it('never offers a hidden category, or one under a hidden category, as a facet', async () => {
    const before = await search({ keyword: 'zebra tome 1' });
    expect(countOf(before.facets.category, String(leaf.id))).toBe(11);
    await announced(() =>
      database.db.execute(sql`update categories set hidden = true where id = ${leaf.id}`),
    );
    const hidden = await search({ keyword: 'zebra tome 1' });
    expect(hidden.facets.category.map((c) => c.value)).not.toContain(String(leaf.id));
    await announced(() =>
      database.db.execute(
        sql`update categories set hidden = (id = ${leaf.parentId}) where id in (${leaf.id}, ${leaf.parentId})`,
      ),
    );
    const underHidden = await search({ keyword: 'zebra tome 1' });
    expect(underHidden.facets.category.map((c) => c.value)).not.toContain(String(leaf.id));
    await announced(() =>
      database.db.execute(sql`update categories set hidden = false where id = ${leaf.parentId}`),
    );
    const shownAgain = await search({ keyword: 'zebra tome 1' });
    expect(countOf(shownAgain.facets.category, String(leaf.id))).toBe(11);
  });

  it('counts a catalogue change as soon as the database announces it, cached answers or not', async () => {
    const before = await search({ keyword: 'zebra tome 1' });
    expect(countOf(before.facets.availability, 'out_of_stock')).toBeUndefined();
    await announced(() =>
      database.db.execute(
        sql`update books set stock = 0, stock_status = 'out_of_stock' where source = 'facet-test' and source_id = 'zebra-1'`,
      ),
    );
    const after = await search({ keyword: 'zebra tome 1' });
    expect(countOf(after.facets.availability, 'out_of_stock')).toBe(1);
    expect(countOf(after.facets.availability, 'pre_order')).toBe(10);
    expect(after.total).toBe(212);
  });
});
