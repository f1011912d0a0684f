import type { AutocompleteResult, BookSummary } from '@bookshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urduItems } from '../src/catalog/demo/books-urdu.js';
import { queryRows } from '../src/db/query-rows.js';
import { createAutocompleteRepository } from '../src/search/autocomplete-repository.js';
import { createAutocompleteService } from '../src/search/autocomplete-service.js';
import { refreshSearchColumns } from '../src/search/refresh-search-columns.js';
import { parseSearchParams } from '../src/search/search-params.js';
import { isPrefixWord, readSearchQuery } from '../src/search/search-query.js';
import { createSearchRepository } from '../src/search/search-repository.js';
import { foldSearchText } from '../src/search/search-text.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const titleOf = (key: string): string => {
  const item = urduItems.find((i) => i.key === key);
  if (!item) throw new Error(`no demo item ${key}`);
  return item.title;
};

const DIWAN_E_GHALIB = titleOf('urdu-diwan-e-ghalib');
const BANG_E_DARA = titleOf('urdu-bang-e-dara');
const BAL_E_JIBRIL = titleOf('urdu-bal-e-jibril');
const NUSKHA_HAYE_WAFA = titleOf('urdu-nuskha-haye-wafa');
const KHUSHBU = titleOf('urdu-khushbu');
const AAG_KA_DARYA = titleOf('urdu-aag-ka-darya');

/** Queries whose words are English: Roman Urdu search must not change what they find. */
const ENGLISH_QUERIES = [
  'harry potter',
  'moth smoke',
  'the',
  'best',
  'must',
  'hot',
  'man',
  'history',
  'kite runner',
];

describe('Roman Urdu search on the demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  async function suggest(search: string): Promise<AutocompleteResult[]> {
    const res = await t.app.inject({ url: '/api/autocomplete', query: { search } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: AutocompleteResult[] }).results;
  }

  async function results(query: Record<string, string>, path = '/api/search'): Promise<BookSummary[]> {
    const res = await t.app.inject({ url: path, query: { perPage: '60', ...query } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { books: BookSummary[] } }).data.books;
  }

  const suggestedTitles = async (search: string) => (await suggest(search)).map((r) => r.BOOK_TITLE);
  const resultTitles = async (query: Record<string, string>, path?: string) =>
    (await results(query, path)).map((b) => b.BOOK_TITLE);

  it('suggests Ghalib, Iqbal and Faiz for several Latin spellings of their names', async () => {
    for (const typed of ['ghalib', 'galib', 'ghaalib', 'Ghalib']) {
      expect(await suggestedTitles(typed), typed).toContain(DIWAN_E_GHALIB);
    }
    for (const typed of ['iqbal', 'ikbal', 'allama iqbal']) {
      const titles = await suggestedTitles(typed);
      expect(titles, typed).toEqual(expect.arrayContaining([BANG_E_DARA, BAL_E_JIBRIL]));
    }
    for (const typed of ['faiz', 'faez', 'faiz ahmed faiz']) {
      expect(await suggestedTitles(typed), typed).toContain(NUSKHA_HAYE_WAFA);
    }
  });

  it('suggests Urdu titles typed in Latin letters, the matching title first', async () => {
    const cases: Array<[string, string]> = [
      ['diwan e ghalib', DIWAN_E_GHALIB],
      ['deewan-e-ghalib', DIWAN_E_GHALIB],
      ['bang e dara', BANG_E_DARA],
      ['baang-e-dara', BANG_E_DARA],
      ['bal e jibreel', BAL_E_JIBRIL],
      ['khushboo', KHUSHBU],
      ['khushbu', KHUSHBU],
      ['aag ka darya', AAG_KA_DARYA],
      ['aag ka dariya', AAG_KA_DARYA],
    ];
    for (const [typed, title] of cases) {
      expect((await suggestedTitles(typed))[0], typed).toBe(title);
    }
  });

  it('finds the names shoppers ask for by their usual spellings, in suggestions and on the results page', async () => {
    const PEER_E_KAMIL = titleOf('urdu-peer-e-kamil');
    const AAB_E_HAYAT = titleOf('urdu-aab-e-hayat');
    const UMRAO_JAN_ADA = titleOf('urdu-umrao-jan-ada');
    const cases: Array<[string, string[]]> = [
      // Named in the home banner; "qurratulain" is قرۃ العین run together.
      ['qurratulain hyder', [AAG_KA_DARYA]],
      ['qurat ul ain haider', [AAG_KA_DARYA]],
      ['peer e kamil', [PEER_E_KAMIL]],
      ['pir-e-kamil', [PEER_E_KAMIL]],
      ['umera ahmed', [PEER_E_KAMIL, AAB_E_HAYAT]],
      ['umaira ahmad', [PEER_E_KAMIL, AAB_E_HAYAT]],
      ['umrao jan ada', [UMRAO_JAN_ADA]],
      ['umrao jaan ada', [UMRAO_JAN_ADA]],
    ];
    for (const [typed, titles] of cases) {
      expect(await suggestedTitles(typed), typed).toEqual(expect.arrayContaining(titles));
      expect(await resultTitles({ keyword: typed }), typed).toEqual(expect.arrayContaining(titles));
    }
  });

  it('corrects a typo in the last word that starts some other catalogue word: "mohsin hamd" is Mohsin Hamid', async () => {
    const hamid = (await results({ keyword: 'mohsin hamid' })).map((b) => b.BOOK_TITLE);
    expect(hamid).toContain('Moth Smoke');
    expect(await resultTitles({ keyword: 'mohsin hamd' })).toEqual(expect.arrayContaining(hamid));
    expect(await suggestedTitles('mohsin hamd')).toContain('Moth Smoke');
    // A query that finds books as typed is not "corrected": "hamd" alone still finds what it did.
    expect(await resultTitles({ keyword: 'hamd' })).not.toContain('Moth Smoke');
  });

  it('suggests an Urdu author while the Latin name is still being typed', async () => {
    // "mustan…" for مستنصر حسین تارڑ: four consonants are enough to match as a start.
    const titles = await suggestedTitles('mustan');
    const tarar = urduItems.filter((i) => i.authors.includes('مستنصر حسین تارڑ')).map((i) => i.title);
    expect(titles).toEqual(expect.arrayContaining(tarar));
  });

  it('lists the Urdu books on the results page for several spellings of authors and titles', async () => {
    for (const keyword of ['ghalib', 'galib', 'ghaalib']) {
      expect(await resultTitles({ keyword }), keyword).toContain(DIWAN_E_GHALIB);
    }
    for (const keyword of ['iqbal', 'ikbal']) {
      expect(await resultTitles({ keyword }), keyword).toEqual(
        expect.arrayContaining([BANG_E_DARA, BAL_E_JIBRIL]),
      );
    }
    for (const keyword of ['faiz', 'faez']) {
      expect(await resultTitles({ keyword }), keyword).toContain(NUSKHA_HAYE_WAFA);
    }
    for (const [keyword, title] of [
      ['diwan e ghalib', DIWAN_E_GHALIB],
      ['bang-e-dara', BANG_E_DARA],
      ['khushboo', KHUSHBU],
      ['aag ka darya', AAG_KA_DARYA],
    ] as const) {
      expect((await resultTitles({ keyword }))[0], keyword).toBe(title);
    }
  });

  it('holds Roman Urdu words of advanced search to their field: author names in authors, titles in titles', async () => {
    const byAuthor = await resultTitles({ author: 'ikbal' }, '/api/search/advanced');
    expect(byAuthor.sort()).toEqual([BANG_E_DARA, BAL_E_JIBRIL].sort());
    // Iqbal's name is in no title.
    expect(await resultTitles({ title: 'iqbal' }, '/api/search/advanced')).toEqual([]);
    expect(await resultTitles({ title: 'ghalib' }, '/api/search/advanced')).toEqual([DIWAN_E_GHALIB]);
    expect(await resultTitles({ author: 'ghalib', title: 'diwan' }, '/api/search/advanced')).toEqual([
      DIWAN_E_GHALIB,
    ]);
  });

  it('finds exactly what it found before for English queries, on the results page and in suggestions', async () => {
    const repo = createSearchRepository(t.database.db);
    const urduTitles = new Set(urduItems.map((i) => i.title));
    for (const keyword of ENGLISH_QUERIES) {
      const params = parseSearchParams(
        { keyword, perPage: '60' },
        { advanced: false, defaultSort: 'relevance' },
      );
      // The tsquery as it was built before Roman Urdu search: the typed words alone.
      const { words } = readSearchQuery(keyword);
      const plain = words.map((w, i) => (isPrefixWord(w, i === words.length - 1) ? `${w}:*` : w)).join(' & ');
      const now = await repo.find(params, { facets: true });
      const before = await repo.find(params, { facets: true, tsquery: plain });
      expect(now.total, keyword).toBe(before.total);
      expect(
        now.books.map((b) => b.Book_Id),
        keyword,
      ).toEqual(before.books.map((b) => b.Book_Id));
      expect(now.facets, keyword).toEqual(before.facets);
      for (const title of await suggestedTitles(keyword))
        expect(urduTitles.has(title), `${keyword}: ${title}`).toBe(false);
    }
  });

  it('still ranks an Urdu title typed whole in Urdu script first, as the title as typed', async () => {
    const [first] = await suggest(KHUSHBU);
    expect(first?.BOOK_TITLE).toBe(KHUSHBU);
  });

  it('refreshes the search text of rows written before Roman Urdu search, once, and at start-up', async () => {
    const db = t.database.db;
    // As the writer stored it before: the folded text alone.
    await db.execute(sql`update books set search_title = ${foldSearchText(KHUSHBU)},
      search_authors = ${foldSearchText('پروین شاکر')} where title = ${KHUSHBU}`);
    expect(await resultTitles({ keyword: 'khushbu parveen' })).toEqual([]);
    expect(await refreshSearchColumns(db)).toBe(1);
    expect(await resultTitles({ keyword: 'khushbu parveen' })).toEqual([KHUSHBU]);
    // Nothing left to do: a second run (every start runs one) writes nothing.
    expect(await refreshSearchColumns(db)).toBe(0);
    // What start-up runs: the autocomplete warm-up refreshes while it reads the index, which
    // catches up with the rewritten rows before it suggests.
    await db.execute(
      sql`update books set search_title = ${foldSearchText(KHUSHBU)} where title = ${KHUSHBU}`,
    );
    const service = createAutocompleteService(createAutocompleteRepository(db), { cacheSeconds: 0 });
    await service.warmUp();
    await service.warmedUp();
    expect((await service.suggest('khushbu')).map((r) => r.BOOK_TITLE)).toEqual([KHUSHBU]);
    expect(await refreshSearchColumns(db)).toBe(0);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from books where search_title like ${'%ʀ%'}`,
    );
    expect(row?.n).toBeGreaterThan(0);
  });

  /** Stores the two books' search text as the writer did before Roman Urdu search. */
  async function staleSearchText(titles: readonly string[]): Promise<void> {
    for (const title of titles)
      await t.database.db.execute(
        sql`update books set search_title = ${foldSearchText(title)} where title = ${title}`,
      );
  }

  it('stops refreshing at the next row once the shop is stopping, and leaves the rest for the next start', async () => {
    const db = t.database.db;
    await staleSearchText([KHUSHBU, AAG_KA_DARYA]);
    let asked = 0;
    expect(await refreshSearchColumns(db, () => ++asked > 1)).toBe(1);
    expect(await refreshSearchColumns(db)).toBe(1);
    expect(await refreshSearchColumns(db)).toBe(0);
  });

  it('a stop during the start-up refresh waits for it to end, writes nothing more and reports no failure', async () => {
    const db = t.database.db;
    await staleSearchText([KHUSHBU, AAG_KA_DARYA]);
    const failures: unknown[] = [];
    const service = createAutocompleteService(createAutocompleteRepository(db), { cacheSeconds: 0 });
    await service.warmUp((error) => failures.push(error));
    // Asked before the refresh's first read has answered: it is told to stop before any write.
    await service.stop();
    expect(failures).toEqual([]);
    // Both rows left for the next start, and nothing of the stopped refresh runs any more.
    expect(await refreshSearchColumns(db)).toBe(2);
  });
});
