import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/catalog/seed-demo.js';
import { queryRows } from '../src/db/query-rows.js';
import { SyncedCatalogueIndex } from '../src/search/catalogue-index-sync.js';
import { searchVersionSql } from '../src/search/search-changes.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * The search_changes log names facet changes too (migration 0026, for the results page's facets
 * in memory); the words index takes them in without rebuilding anything, and its words version,
 * which kept matches and ranks are keyed by, moves only when words change.
 */
describe('the words index and facet-only changes', () => {
  let database: TestDatabase;
  let index: SyncedCatalogueIndex;
  let bookId: number;

  const logNow = async () =>
    Number((await queryRows<{ v: number }>(database.db, sql`select ${searchVersionSql} as v`))[0]?.v);

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
    const [book] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from books order by id limit 1`,
    );
    if (!book) throw new Error('the demo catalogue has no books');
    bookId = Number(book.id);
    index = new SyncedCatalogueIndex(database.db, { snapshots: false });
    await index.ensure();
  }, 180_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('a price, a sale and a category link move the log number but not the words version, and rebuild nothing', async () => {
    const wordsBefore = index.wordsVersion;
    const structures = index.index.current();
    await database.db.execute(
      sql`update books set price = price + 1, stock_status = 'out_of_stock' where id = ${bookId}`,
    );
    await database.db.execute(
      sql`insert into book_categories (book_id, category_id) select ${bookId}, id from categories
          where id not in (select category_id from book_categories where book_id = ${bookId}) limit 1`,
    );
    await database.db.execute(
      sql`update categories set name = name || ' ' where id = (select min(id) from categories)`,
    );
    const last = await logNow();
    expect(last).toBeGreaterThan(index.loadedVersion);
    await index.ensure(last);
    expect(index.loadedVersion).toBe(last);
    expect(index.wordsVersion).toBe(wordsBefore);
    expect(index.index.current()).toBe(structures);
  });

  it('a changed title moves the words version to the log number that named it', async () => {
    await database.db.execute(
      sql`update books set title = 'Quasarquill Letters', search_title = 'quasarquill letters' where id = ${bookId}`,
    );
    const last = await logNow();
    await index.ensure(last);
    expect(index.wordsVersion).toBe(last);
    expect(index.index.firstTitlesStartingWith('quasarquill', 1)).toEqual([bookId]);
  });
});
