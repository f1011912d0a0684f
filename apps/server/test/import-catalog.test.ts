import { mkdtemp, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ImportProgress, importCatalog } from '../src/catalog/import-catalog.js';
import { queryRows } from '../src/db/query-rows.js';
import { books } from '../src/db/schema/index.js';
import { requireGoodbooksCsv } from './support/goodbooks-file.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

const HEADER =
  'book_id,goodreads_book_id,best_book_id,work_id,books_count,isbn,isbn13,authors,original_publication_year,original_title,title,language_code,average_rating,ratings_count,work_ratings_count,work_text_reviews_count,ratings_1,ratings_2,ratings_3,ratings_4,ratings_5,image_url,small_image_url';
const good = (id: number, title: string, isbn = '439023483') =>
  `${id},1,1,1,1,${isbn},9.78043902348e+12,"Author ${id}, Second Author",2008.0,${title},"${title}",eng,4.3,1,1,1,1,1,1,1,1,http://x/y.jpg,http://x/s.jpg`;

/** A row whose titles are quoted CSV fields, so they may hold commas and quotes. */
const quoted = (id: number, title: string) =>
  `${id},1,1,1,1,,,"Author ${id}, Second Author",2008.0,"${title}","${title}",eng,4.3,1,1,1,1,1,1,1,1,u,u`;

async function writeCsv(lines: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bookshop-import-'));
  const file = path.join(dir, 'books.csv');
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

async function goodbooksCount(db: TestDatabase['db']): Promise<number> {
  const [row] = await db.select({ n: count() }).from(books).where(eq(books.source, 'goodbooks'));
  return row?.n ?? 0;
}

describe('import-catalog', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.dispose();
  });

  it('reports broken rows with their line numbers and imports the rest', async () => {
    const file = await writeCsv([
      HEADER,
      good(1, 'First Book'),
      '2,1,1,1,1,123,too,few,fields',
      good(3, 'Third Book', '0000000000'),
      'x4,1,1,1,1,,,"Someone",2001.0,T,"Bad Id",eng,1,1,1,1,1,1,1,1,1,u,u',
      good(5, ''),
      good(6, 'Sixth Book'),
    ]);
    const report = await importCatalog(database.db, file);
    expect(report.skipped).toEqual([
      { line: 3, reason: 'has 9 fields, expected 23' },
      { line: 5, reason: 'book_id "x4" is not a whole number' },
      { line: 6, reason: 'title is empty' },
    ]);
    expect(report.inserted).toBe(3);
    expect(await goodbooksCount(database.db)).toBe(3);
    const [first] = await database.db.select().from(books).where(eq(books.sourceId, '1'));
    expect(first?.isbn13).toBe('9780439023481');
    expect(first?.authors).toEqual(['Author 1', 'Second Author']);
  });

  it('leaves nothing behind when the database fails part-way', async () => {
    // Past the first batches, so the failing batch is written while the next one is read.
    const rows = Array.from({ length: 4500 }, (_, i) => good(i + 1, `Book ${i + 1}`, ''));
    const file = await writeCsv([HEADER, ...rows]);
    // A trigger stands in for any failure the database raises mid-import (disk full, a constraint...).
    await database.db.execute(
      sql.raw(`create function fail_on_900() returns trigger language plpgsql as $$
        begin if new.source_id = '2500' then raise exception 'simulated failure'; end if; return new; end $$`),
    );
    await database.db.execute(
      sql.raw(
        'create trigger fail_on_900 before insert on books for each row execute function fail_on_900()',
      ),
    );
    await expect(importCatalog(database.db, file)).rejects.toThrow();
    expect(await goodbooksCount(database.db)).toBe(0);
  });

  it('reports progress after each batch written, then analysing and done, ending at the whole file', async () => {
    const rows = Array.from({ length: 4500 }, (_, i) => good(i + 1, `Book ${i + 1}`, ''));
    const file = await writeCsv([HEADER, ...rows]);
    const steps: ImportProgress[] = [];
    await importCatalog(database.db, file, { onStep: (p) => steps.push(p) });
    expect(steps.map((p) => [p.phase, p.booksWritten])).toEqual([
      ['reading', 2000],
      ['reading', 4000],
      ['reading', 4500],
      ['analysing', 4500],
      ['done', 4500],
    ]);
    const size = (await stat(file)).size;
    expect(steps.every((p) => p.totalBytes === size && p.bytesRead <= size)).toBe(true);
    expect(steps.at(-1)).toMatchObject({ rowsRead: 4500, bytesRead: size });
  });

  it('writes titles and authors with quotes, commas, backslashes and Urdu as they are, ids in file order', async () => {
    const file = await writeCsv([
      HEADER,
      quoted(1, 'He said ""hi"", then left \\ back'),
      quoted(2, 'دیوان غالب'),
      quoted(3, 'Braces {a,b} and NULL'),
    ]);
    await importCatalog(database.db, file);
    const rows = await queryRows<{ title: string; authors: string[] }>(
      database.db,
      sql`select title, authors from books where source = 'goodbooks' order by id`,
    );
    expect(rows.map((r) => r.title)).toEqual([
      'He said "hi", then left \\ back',
      'دیوان غالب',
      'Braces {a,b} and NULL',
    ]);
    expect(rows[0]?.authors).toEqual(['Author 1', 'Second Author']);
  });

  it('refuses a file that is not a goodbooks CSV', async () => {
    const file = await writeCsv(['name,price', 'pen,10']);
    await expect(importCatalog(database.db, file)).rejects.toThrow(/missing columns/);
  });

  it('imports the 10k goodbooks catalogue in under 60 s, and a second run changes nothing', async () => {
    const goodbooksCsv = requireGoodbooksCsv();
    const first = await importCatalog(database.db, goodbooksCsv);
    expect(first.rows).toBe(10000);
    expect(first.inserted).toBe(10000 - first.skipped.length);
    expect(await goodbooksCount(database.db)).toBe(first.inserted);

    const stampQuery = sql`select max(updated_at)::text as stamp from books`;
    const [before] = await queryRows<{ stamp: string }>(database.db, stampQuery);
    const second = await importCatalog(database.db, goodbooksCsv);
    expect(second).toMatchObject({ inserted: 0, updated: 0, unchanged: first.inserted });
    const [after] = await queryRows<{ stamp: string }>(database.db, stampQuery);
    expect(after?.stamp).toBe(before?.stamp);
  }, 60_000);
});
