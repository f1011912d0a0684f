import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/catalog/seed-demo.js';
import type { Database } from '../src/db/client.js';
import { createAutocompleteRepository } from '../src/search/autocomplete-repository.js';
import { createAutocompleteService } from '../src/search/autocomplete-service.js';
import { parseSearchParams } from '../src/search/search-params.js';
import { createSearchRepository } from '../src/search/search-repository.js';
import { createSearchService } from '../src/search/search-service.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Typo correction is answered from the in-memory index (trigram-vocabulary.ts), so a misspelt
 * query costs the database what any keystroke does. Statements are counted on the real database
 * by wrapping its `execute`, which every search query goes through.
 */
describe('database statements of a misspelt query', () => {
  let database: TestDatabase;
  let statements = 0;
  let autocomplete: ReturnType<typeof createAutocompleteService>;
  let search: ReturnType<typeof createSearchService>;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
    const db = database.db;
    const counted = new Proxy(db, {
      get(target, property) {
        if (property === 'execute') {
          return (...args: Parameters<Database['execute']>) => {
            statements++;
            return target.execute(...args);
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as Database;
    const words = createAutocompleteRepository(counted);
    autocomplete = createAutocompleteService(words, { cacheSeconds: 0 });
    search = createSearchService(createSearchRepository(counted), words);
    // The index is read once, before the counting starts.
    await words.catalogue.ensure();
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
  });

  async function statementsOf<T>(run: () => Promise<T>): Promise<{ answer: T; statements: number }> {
    statements = 0;
    const answer = await run();
    return { answer, statements };
  }

  it('suggests for a misspelt title and author in one statement, the corrected book first', async () => {
    const title = await statementsOf(() => autocomplete.suggest('reluctent fundamentalist'));
    expect(title.answer[0]?.BOOK_TITLE).toBe('The Reluctant Fundamentalist');
    expect(title.statements).toBe(1);
    const author = await statementsOf(() => autocomplete.suggest('hamid mohsn'));
    expect(author.answer[0]?.authorName).toContain('Mohsin Hamid');
    expect(author.statements).toBe(1);
  });

  it('suggests in one statement for known words and for an ISBN too', async () => {
    for (const query of ['moth smo', 'mohsin hamid', '978-0']) {
      const { answer, statements } = await statementsOf(() => autocomplete.suggest(query));
      expect(answer.length, query).toBeGreaterThan(0);
      expect(statements, query).toBe(1);
    }
  });

  it('lists results for a misspelt keyword with one search: the index knows the words as typed find nothing', async () => {
    const { answer, statements } = await statementsOf(() =>
      search.search({ keyword: 'reluctent fundamentalist' }),
    );
    expect(answer.books[0]?.BOOK_TITLE).toBe('The Reluctant Fundamentalist');
    expect(statements).toBe(1);
  });

  it('answers words that find nothing and have no correction as the search statement would', async () => {
    const skipped = await statementsOf(() => search.search({ keyword: 'qqqqzzzz xxxxjjjj', category: '1' }));
    expect(skipped.statements).toBe(1);
    const repo = createSearchRepository(database.db);
    const params = parseSearchParams(
      { keyword: 'qqqqzzzz xxxxjjjj', category: '1' },
      { advanced: false, defaultSort: 'relevance' },
    );
    const { version: _, ...statement } = await repo.find(params, { facets: true, countLimit: 1000 });
    expect(skipped.answer).toEqual({ ...statement, page: params.page, perPage: params.perPage });
  });
});
