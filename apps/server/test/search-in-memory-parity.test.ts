import type { SearchFacetName, SearchFacetValue, SearchPage } from '@bookshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { importCatalog } from '../src/catalog/import-catalog.js';
import { seedDemo } from '../src/catalog/seed-demo.js';
import { queryRows } from '../src/db/query-rows.js';
import {
  type AutocompleteRepository,
  correctedTsquery,
  createAutocompleteRepository,
} from '../src/search/autocomplete-repository.js';
import { FACET_VALUES } from '../src/search/catalogue-facets.js';
import { SyncedCatalogueIndex } from '../src/search/catalogue-index-sync.js';
import { parseSearchParams } from '../src/search/search-params.js';
import { readSearchQuery } from '../src/search/search-query.js';
import {
  createSearchRepository,
  noMatches,
  type SearchMatches,
  type SearchRepository,
} from '../src/search/search-repository.js';
import { SEARCH_COUNT_LIMIT } from '../src/search/search-service.js';
import { unknownWords } from '../src/search/suggestion-ranking.js';
import { requireGoodbooksCsv } from './support/goodbooks-file.js';
import { checkAnswersAgainstDocument } from './support/openapi-contract.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

type App = Awaited<ReturnType<typeof buildApp>>;
type Query = Record<string, string>;

/** The facets listing at most FACET_VALUES values, whose ties past the cut may differ in order. */
const MANY_VALUED = ['category', 'author', 'publisher'] as const;
/** The facets listed whole, compared exactly. */
const WHOLE = ['language', 'price', 'availability'] as const;

/** Ids of categories the queries use, read by slug. */
interface Categories {
  allBooks: number;
  fiction: number;
  history: number;
  poetry: number;
}

/** What the query cases read from first answers (facet values to choose). */
interface Context {
  categories: Categories;
  topAuthorOfThe: string;
  topPublisher: string;
}

/**
 * The results page answered in memory (catalogue-facets.ts, through the app) against the SQL
 * search counting every match (search-repository.ts `find` without a count limit, the reference
 * semantics), on the demo catalogue with goodbooks-10k imported: totals, facets and pages.
 */
describe('results page in memory against the SQL count of every match (demo + goodbooks-10k)', () => {
  let database: TestDatabase;
  let app: App;
  let repo: SearchRepository;
  let words: AutocompleteRepository;
  let context: Context;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
    await importCatalog(database.db, requireGoodbooksCsv());
    app = checkAnswersAgainstDocument(
      await buildApp({
        // The answer cache off (the default): every search is answered afresh.
        config: { dataDir: null, webDistDir: null, logLevel: 'silent', autocompleteCacheSeconds: 0 },
        database,
        logger: false,
      }),
    );
    // After the start-up refresh of the stored search text, which the SQL reference reads.
    await app.ready();
    repo = createSearchRepository(database.db);
    // The catalogue's words as the service reads them: its own index of the same database.
    words = createAutocompleteRepository(
      database.db,
      new SyncedCatalogueIndex(database.db, { snapshots: false }),
    );
    await words.catalogue.ensure();
    const slugs = await queryRows<{ id: number; slug: string }>(
      database.db,
      sql`select id, slug from categories where slug in ('all-books', 'fiction', 'all-books-history', 'all-books-poetry')`,
    );
    const idOf = (slug: string) => {
      const found = slugs.find((s) => s.slug === slug);
      if (!found) throw new Error(`the demo category tree has no ${slug}`);
      return Number(found.id);
    };
    const [goodbooks] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from books where source = 'goodbooks'`,
    );
    // The catalogue must be there: a parity over the demo books alone would prove little.
    expect(Number(goodbooks?.n)).toBeGreaterThan(9000);
    const the = await search({ keyword: 'the' });
    const everything = await search({});
    context = {
      categories: {
        allBooks: idOf('all-books'),
        fiction: idOf('fiction'),
        history: idOf('all-books-history'),
        poetry: idOf('all-books-poetry'),
      },
      topAuthorOfThe: firstValue(the.facets.author[0], 'an author of "the"'),
      topPublisher: firstValue(everything.facets.publisher[0], 'a publisher'),
    };
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  function firstValue(facet: SearchFacetValue | undefined, what: string): string {
    if (!facet) throw new Error(`the catalogue lists no ${what}`);
    return facet.value;
  }

  async function search(query: Query): Promise<SearchPage> {
    const res = await app.inject({ url: '/api/search', query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as SearchPage;
  }

  /**
   * The SQL reference: `find` counting every match, with the keyword read with the catalogue's
   * Latin words, and, as the service does (findWithIndex), the closest catalogue words instead
   * when the words as typed found nothing.
   */
  async function reference(query: Query): Promise<SearchMatches & { tsquery?: string }> {
    const params = parseSearchParams(query, { advanced: false, defaultSort: 'relevance' });
    const known = words.latinVocabulary;
    const q = params.keyword === null ? null : readSearchQuery(params.keyword, known);
    const typedFindsNothing = q !== null && !q.isbn && q.words.length > 0 && !words.someBookHolds(q.words);
    const typed = typedFindsNothing ? null : await repo.find(params, { facets: true, known });
    if (typed && typed.total > 0) return typed;
    if (q !== null && q.words.length > 0 && !q.isbn) {
      const corrections = words.corrections(
        q.words,
        unknownWords(words.catalogue.index, q.words, { wholeLast: true }),
      );
      if (corrections.some((c) => c.alternatives.length > 0)) {
        const tsquery = correctedTsquery(corrections, known);
        return { ...(await repo.find(params, { facets: true, known, tsquery })), tsquery };
      }
    }
    return typed ?? noMatches(0);
  }

  const byValue = (values: SearchFacetValue[]) =>
    [...values].sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));

  /**
   * A facet listing at most FACET_VALUES values: the whole multiset when fewer were counted;
   * otherwise the same sequence of counts, and every value listed with the count SQL gives it
   * (a value SQL left out at a tie on the cut is counted by SQL with its own filter).
   */
  async function expectSameTopValues(
    query: Query,
    facet: (typeof MANY_VALUED)[number],
    got: SearchFacetValue[],
    want: SearchFacetValue[],
  ): Promise<void> {
    const what = `${JSON.stringify(query)} ${facet}`;
    if (want.length < FACET_VALUES) {
      expect(byValue(got), what).toEqual(byValue(want));
      return;
    }
    expect(
      got.map((v) => v.count),
      what,
    ).toEqual(want.map((v) => v.count));
    const wanted = new Map(want.map((v) => [v.value, v]));
    const cut = want[want.length - 1]?.count;
    const leftOutBySql: SearchFacetValue[] = [];
    for (const value of got) {
      const same = wanted.get(value.value);
      if (same) expect(value, `${what} ${value.value}`).toEqual(same);
      else {
        // Only a tie on the cut may list another value of the same count.
        expect(value.count, `${what} ${value.value} left out by SQL`).toBe(cut);
        leftOutBySql.push(value);
      }
    }
    // Authors and publishers: SQL's count of such a value is its filter's total. (A category's
    // filter takes in its subtree, so only leaves are checked so.)
    for (const value of leftOutBySql.slice(0, 3)) {
      if (facet === 'category' && !(await isLeaf(Number(value.value)))) continue;
      const own = await reference({ ...query, [facet]: value.value, page: '1' });
      expect(own.total, `${what} ${value.value}: SQL's own count`).toBe(value.count);
    }
  }

  async function isLeaf(categoryId: number): Promise<boolean> {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from categories where parent_id = ${categoryId}`,
    );
    return Number(row?.n) === 0;
  }

  /** The app's answer equals the reference: total, facets and (where both define it) the page. */
  async function expectParity(query: Query): Promise<{ got: SearchPage; want: SearchMatches }> {
    const [got, want] = [await search(query), await reference(query)];
    const what = JSON.stringify(query);
    expect(got.total, `${what} total`).toBe(want.total);
    expect(got.totalExact, what).toBe(true);
    expect(want.totalExact, what).toBe(true);
    expect(got.approximateFacets, what).toEqual([]);
    for (const facet of WHOLE) expect(got.facets[facet], `${what} ${facet}`).toEqual(want.facets[facet]);
    for (const facet of MANY_VALUED)
      await expectSameTopValues(query, facet, got.facets[facet], want.facets[facet]);
    const params = parseSearchParams(query, { advanced: false, defaultSort: 'relevance' });
    // Relevance with words ranks the first SEARCH_COUNT_LIMIT matches (in catalogue order) in
    // memory, every match in the reference: the same page only when no more matched; past that,
    // the page the SQL search ranks among its first SEARCH_COUNT_LIMIT. Every other order is
    // total (the id breaks ties in both), so its pages are the same whatever the number of matches.
    const ranked = params.sort === 'relevance' && params.keyword !== null;
    const pageIds = got.books.map((b) => b.Book_Id);
    if (!ranked || want.total <= SEARCH_COUNT_LIMIT) {
      expect(pageIds, `${what} page`).toEqual(want.books.map((b) => b.Book_Id));
    } else if (params.page * params.perPage <= SEARCH_COUNT_LIMIT) {
      const firstRanked = await repo.find(params, {
        facets: false,
        known: words.latinVocabulary,
        countLimit: SEARCH_COUNT_LIMIT,
        ...(want.tsquery === undefined ? {} : { tsquery: want.tsquery }),
      });
      expect(pageIds, `${what} page ranked among the first ${SEARCH_COUNT_LIMIT}`).toEqual(
        firstRanked.books.map((b) => b.Book_Id),
      );
    }
    return { got, want };
  }

  /** The queries compared, each with what it exercises in its title. */
  const cases: Array<[string, (c: Context) => Query]> = [
    ['every book (no words)', () => ({})],
    ['a common word: "the"', () => ({ keyword: 'the' })],
    ['a common word: "love"', () => ({ keyword: 'love' })],
    ['a prefix of several words: "wa"', () => ({ keyword: 'wa' })],
    ['a two-word title: "harry potter"', () => ({ keyword: 'harry potter' })],
    ['a two-word title: "hunger games"', () => ({ keyword: 'hunger games' })],
    ['an author surname: "rowling"', () => ({ keyword: 'rowling' })],
    ['an author surname: "king"', () => ({ keyword: 'king' })],
    ['a typo corrected: "hary poter"', () => ({ keyword: 'hary poter' })],
    ['Roman Urdu: "ghalib"', () => ({ keyword: 'ghalib' })],
    ['Roman Urdu: "aag ka darya"', () => ({ keyword: 'aag ka darya' })],
    ['words no book holds, nor anything close', () => ({ keyword: 'qqxqzzvv' })],
    ['a category alone (with its subtree)', (c) => ({ category: String(c.categories.allBooks) })],
    ['a leaf category alone', (c) => ({ category: String(c.categories.history) })],
    ['a category and a common word', (c) => ({ keyword: 'the', category: String(c.categories.fiction) })],
    [
      'a leaf category and a common word',
      (c) => ({ keyword: 'love', category: String(c.categories.poetry) }),
    ],
    ['availability', () => ({ keyword: 'the', availability: 'pre_order' })],
    ['a price band', () => ({ keyword: 'love', price: '500-1000' })],
    ['a language alone', () => ({ language: 'ur' })],
    ['a language and a common word', () => ({ keyword: 'the', language: 'en' })],
    ['an author facet value from a first answer', (c) => ({ keyword: 'the', author: c.topAuthorOfThe })],
    ['a publisher facet value from a first answer', (c) => ({ publisher: c.topPublisher })],
    ['an author no book has', () => ({ keyword: 'the', author: 'Nobody At All' })],
    ['minPrice and maxPrice', () => ({ keyword: 'the', minPrice: '600', maxPrice: '1200' })],
    [
      'three facets chosen at once',
      (c) => ({
        keyword: 'the',
        category: String(c.categories.allBooks),
        availability: 'available',
        price: '1000-2000',
      }),
    ],
    ['sorted by price ascending', () => ({ keyword: 'love', sort: 'price_asc' })],
    ['sorted by price descending', () => ({ keyword: 'the', sort: 'price_desc' })],
    ['sorted newest first', () => ({ keyword: 'the', sort: 'newest' })],
    ['sorted by discount', () => ({ keyword: 'the', sort: 'discount_desc' })],
    [
      'sorted by price, a later page',
      () => ({ keyword: 'the', sort: 'price_asc', page: '7', perPage: '60' }),
    ],
    ['newest first without words, a later page', () => ({ sort: 'newest', page: '40', perPage: '60' })],
    ['relevance, a later page', () => ({ keyword: 'love', page: '3' })],
    ['relevance past the count limit, a later page', () => ({ keyword: 'the', page: '5', perPage: '60' })],
    [
      'a category in catalogue order, a later page',
      (c) => ({ category: String(c.categories.allBooks), page: '12' }),
    ],
  ];

  it.each(cases)(
    '%s: the total and every facet count equal the SQL count of every match, and so does the page',
    async (_, make) => {
      const { got } = await expectParity(make(context));
      expect(got.page).toBe(Number(make(context).page ?? 1));
    },
  );

  it('the parity queries find something: common words pass the count limit, a typo is corrected', async () => {
    const the = await search({ keyword: 'the' });
    expect(the.total).toBeGreaterThan(SEARCH_COUNT_LIMIT);
    expect(the.facets.author).toHaveLength(FACET_VALUES);
    const typo = await search({ keyword: 'hary poter', perPage: '5' });
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.books[0]?.BOOK_TITLE).toMatch(/^Harry Potter/);
    expect((await search({ keyword: 'ghalib' })).total).toBeGreaterThan(0);
    expect((await search({ language: 'ur' })).total).toBeGreaterThan(0);
  });

  describe('a catalogue change', () => {
    const KEYWORD = 'hunger games';
    let book: { id: number; stock_status: string };
    let leaf: number;

    const countOf = (page: SearchPage, facet: SearchFacetName, value: string) =>
      page.facets[facet].find((v) => v.value === value)?.count ?? 0;

    beforeAll(async () => {
      const [found] = await queryRows<{ id: number; stock_status: string }>(
        database.db,
        sql`select id, stock_status from books where title = 'The Hunger Games (The Hunger Games, #1)'`,
      );
      if (!found) throw new Error('goodbooks has no The Hunger Games');
      book = { id: Number(found.id), stock_status: found.stock_status };
      leaf = context.categories.poetry;
      const [filed] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from book_categories where book_id = ${book.id} and category_id = ${leaf}`,
      );
      expect(Number(filed?.n)).toBe(0);
    });

    it("is seen by the very next search, without waiting for a notification: price band, availability, withdrawal, categories and a category's hiding", async () => {
      const query = { keyword: KEYWORD };
      const before = (await expectParity(query)).got;
      expect(before.books.map((b) => b.Book_Id)).toContain(book.id);
      expect(countOf(before, 'price', '5000+')).toBe(0);

      // Price band: goodbooks prices stay under Rs. 5,000; exactly 5,000 opens the top band.
      await database.db.execute(
        sql`update books set price = 5000, discount_percent = 0 where id = ${book.id}`,
      );
      const dearer = (await expectParity(query)).got;
      expect(countOf(dearer, 'price', '5000+')).toBe(1);
      expect(dearer.total).toBe(before.total);
      const banded = await search({ keyword: KEYWORD, price: '5000+' });
      expect(banded.books.map((b) => b.Book_Id)).toEqual([book.id]);

      // Availability.
      const status = book.stock_status === 'on_demand' ? 'pre_order' : 'on_demand';
      await database.db.execute(sql`update books set stock_status = ${status} where id = ${book.id}`);
      const restocked = (await expectParity(query)).got;
      expect(countOf(restocked, 'availability', status)).toBe(countOf(before, 'availability', status) + 1);
      expect(countOf(restocked, 'availability', book.stock_status)).toBe(
        countOf(before, 'availability', book.stock_status) - 1,
      );

      // Withdrawn from sale, then back.
      await database.db.execute(sql`update books set withdrawn = true where id = ${book.id}`);
      const withdrawn = (await expectParity(query)).got;
      expect(withdrawn.total).toBe(before.total - 1);
      expect(withdrawn.books.map((b) => b.Book_Id)).not.toContain(book.id);
      expect(countOf(withdrawn, 'price', '5000+')).toBe(0);
      await database.db.execute(sql`update books set withdrawn = false where id = ${book.id}`);
      expect((await expectParity(query)).got.total).toBe(before.total);

      // Filed under another category, then not.
      await database.db.execute(
        sql`insert into book_categories (book_id, category_id) values (${book.id}, ${leaf})`,
      );
      const filed = (await expectParity(query)).got;
      expect(countOf(filed, 'category', String(leaf))).toBe(countOf(before, 'category', String(leaf)) + 1);
      const inLeaf = (await expectParity({ keyword: KEYWORD, category: String(leaf) })).got;
      expect(inLeaf.books.map((b) => b.Book_Id)).toContain(book.id);
      await database.db.execute(
        sql`delete from book_categories where book_id = ${book.id} and category_id = ${leaf}`,
      );
      const unfiled = (await expectParity(query)).got;
      expect(countOf(unfiled, 'category', String(leaf))).toBe(countOf(before, 'category', String(leaf)));
      expect(
        (await search({ keyword: KEYWORD, category: String(leaf) })).books.map((b) => b.Book_Id),
      ).not.toContain(book.id);

      // A category hidden: no longer offered, though its filter still finds its books.
      await database.db.execute(
        sql`insert into book_categories (book_id, category_id) values (${book.id}, ${leaf})`,
      );
      expect(countOf((await expectParity(query)).got, 'category', String(leaf))).toBeGreaterThan(0);
      await database.db.execute(sql`update categories set hidden = true where id = ${leaf}`);
      const hidden = (await expectParity(query)).got;
      expect(hidden.facets.category.map((c) => c.value)).not.toContain(String(leaf));
      const stillFiltered = (await expectParity({ keyword: KEYWORD, category: String(leaf) })).got;
      expect(stillFiltered.books.map((b) => b.Book_Id)).toContain(book.id);
      await database.db.execute(sql`update categories set hidden = false where id = ${leaf}`);
      expect(countOf((await expectParity(query)).got, 'category', String(leaf))).toBeGreaterThan(0);
    });
  });
});
