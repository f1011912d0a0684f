import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { readGoodbooksRow } from '../src/catalog/goodbooks.js';

interface Grower {
  growCatalog(options: { rows: number; seed?: number; source: string; out: string }): Promise<string>;
  isbn10CheckDigit(nine: string): string;
}
// The grower is a plain script of the bench (no types); its contract is checked here.
const grower = (await import('../bench/grow-catalog.mjs' as string)) as Grower;

const HEADER =
  'book_id,goodreads_book_id,best_book_id,work_id,books_count,isbn,isbn13,authors,original_publication_year,original_title,title,language_code,average_rating,ratings_count,work_ratings_count,work_text_reviews_count,ratings_1,ratings_2,ratings_3,ratings_4,ratings_5,image_url,small_image_url';
const sourceRow = (id: number) =>
  `${id},1,1,1,1,${String(100000000 + id).padStart(9, '0')}${grower.isbn10CheckDigit(String(100000000 + id))},,"Author ${id}, Other ${id % 3}",${1990 + (id % 30)}.0,"Title ${id} of the Series (Series, #${id})","Word${id} and More Words ${id} Here",${id % 5 === 0 ? 'urd' : 'eng'},4.1,1,1,1,1,1,1,1,1,u,u`;

async function grow(rows: number, out: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bookshop-grow-'));
  const source = path.join(dir, 'books.csv');
  await writeFile(
    source,
    `${[HEADER, ...Array.from({ length: 40 }, (_, i) => sourceRow(i + 1))].join('\n')}\n`,
  );
  return grower.growCatalog({ rows, seed: 18, source, out: path.join(dir, out) });
}

describe('bench/grow-catalog.mjs', () => {
  it('keeps the real rows first, then adds rows the importer takes, with unique ids and valid unique ISBN-10s', async () => {
    const file = await grow(500, 'grown.csv');
    const [header, ...rows] = parse(await readFile(file)) as string[][];
    expect(header?.join(',')).toBe(HEADER);
    expect(rows).toHaveLength(500);
    expect(rows.slice(0, 40).map((r) => r.join(','))).toEqual(
      Array.from({ length: 40 }, (_, i) => (parse(sourceRow(i + 1)) as string[][]).flat().join(',')),
    );
    const col = (name: string) => (header as string[]).indexOf(name);
    const ids = rows.map((r) => Number(r[col('book_id')]));
    expect(ids).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    const isbns = rows.map((r) => r[col('isbn')] as string);
    expect(new Set(isbns).size).toBe(500);
    for (const isbn of isbns) expect(isbn.slice(9)).toBe(grower.isbn10CheckDigit(isbn.slice(0, 9)));
    const leaves = ['fiction'];
    for (const r of rows.slice(40)) {
      const record = Object.fromEntries((header as string[]).map((h, i) => [h, r[i] ?? '']));
      const read = readGoodbooksRow(record, leaves);
      expect(read.ok && read.warnings).toEqual([]);
      // Two halves of real titles, without the series note.
      // The first half of one real title and the second half of another.
      expect(record.title).toMatch(/^Word\d+ and More Words \d+ Here$/);
      expect(record.title).not.toContain('#');
    }
  });

  it('writes the same file, byte for byte, for the same source, size and seed', async () => {
    const first = await readFile(await grow(300, 'a.csv'));
    const second = await readFile(await grow(300, 'b.csv'));
    expect(first.equals(second)).toBe(true);
  });
});
