import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/catalog/seed-demo.js';
import { queryRows } from '../src/db/query-rows.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

// Issue 28: every order updates its books' stock. With room left on each page (fillfactor 85,
// migration 0029) PostgreSQL writes the new row version beside the old one and touches none of
// the table's ten indexes (the search words' GIN among them); on pages filled to the brim, as an
// import left them, it wrote an entry in every index.
describe('stock updates of a catalogue written in full', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('change each book in place, without touching an index (a HOT update), from the first page on', async () => {
    const counted = await database.db.transaction(async (tx) => {
      // One book on every page of the table, the first pages' too, as orders take copies of
      // books wherever they were written.
      const changed = await queryRows<{ id: number }>(
        tx,
        sql`update books set stock = stock + 1, updated_at = now()
            where id in (select distinct on ((ctid::text::point)[0]) id from books
                         order by (ctid::text::point)[0], id)
            returning id`,
      );
      // This transaction's own counts, not the statistics collector's (which lag).
      const [hot] = await queryRows<{ hot: number }>(
        tx,
        sql`select pg_stat_get_xact_tuples_hot_updated('books'::regclass)::int as hot`,
      );
      return { changed: changed.length, hot: hot?.hot };
    });
    // The demo catalogue fills more than a few pages.
    expect(counted.changed).toBeGreaterThanOrEqual(10);
    expect(counted.hot).toBe(counted.changed);
  });
});
