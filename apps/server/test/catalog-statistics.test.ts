import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importCatalog } from '../src/catalog/import-catalog.js';
import { seedDemo } from '../src/catalog/seed-demo.js';
import { queryRows } from '../src/db/query-rows.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

const HEADER =
  'book_id,goodreads_book_id,best_book_id,work_id,books_count,isbn,isbn13,authors,original_publication_year,original_title,title,language_code,average_rating,ratings_count,work_ratings_count,work_text_reviews_count,ratings_1,ratings_2,ratings_3,ratings_4,ratings_5,image_url,small_image_url';

async function csvOf(count: number): Promise<string> {
  const lines = [HEADER];
  for (let id = 1; id <= count; id++) {
    lines.push(
      `${id},1,1,1,1,,,"Author ${id}",2001.0,Book ${id},"Statistics Book ${id}",eng,4,1,1,1,1,1,1,1,1,u,u`,
    );
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'bookshop-stats-'));
  const file = path.join(dir, 'books.csv');
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

interface TableStatistics {
  analyzed: boolean;
  reltuples: number;
  rows: number;
}

/** What the planner knows about `books` in this connection's schema, beside the real count. */
async function booksStatistics(db: TestDatabase['db']): Promise<TableStatistics> {
  const [row] = await queryRows<{ analyzed: boolean; reltuples: number; rows: number }>(
    db,
    sql`select s.last_analyze is not null as analyzed, c.reltuples::float8 as reltuples,
          (select count(*)::int from books) as rows
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_stat_user_tables s on s.relid = c.oid
        where c.relname = 'books' and n.nspname = current_schema()`,
  );
  if (!row) throw new Error('books has no statistics entry');
  return { analyzed: row.analyzed, reltuples: Number(row.reltuples), rows: Number(row.rows) };
}

describe('planner statistics after bulk loads', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.dispose();
  });

  it('import-catalog analyses the books, so the planner knows every imported row', async () => {
    const before = await booksStatistics(database.db);
    expect(before.analyzed).toBe(false);
    await importCatalog(database.db, await csvOf(300));
    const after = await booksStatistics(database.db);
    expect(after.rows).toBe(300);
    expect(after.analyzed).toBe(true);
    expect(after.reltuples).toBe(300);
  });

  it('the demo seed analyses the books it wrote', async () => {
    expect((await booksStatistics(database.db)).analyzed).toBe(false);
    await seedDemo(database.db);
    const after = await booksStatistics(database.db);
    expect(after.rows).toBeGreaterThan(0);
    expect(after.analyzed).toBe(true);
    expect(after.reltuples).toBe(after.rows);
  });
});
