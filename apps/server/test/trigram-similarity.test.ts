import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/catalog/seed-demo.js';
import { queryRows } from '../src/db/query-rows.js';
import { wordsArrayLiteral } from '../src/search/search-query.js';
import { TrigramVocabulary, trigramSimilarity, trigramsOf } from '../src/search/trigram-vocabulary.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** Misspellings of a word, the kinds shoppers make: a letter dropped, swapped, doubled, replaced. */
function typosOf(word: string): string[] {
  const c = [...word];
  const mid = c.length >> 1;
  const swap = [...c];
  [swap[1], swap[2]] = [swap[2] as string, swap[1] as string];
  return [
    [...c.slice(0, mid), ...c.slice(mid + 1)],
    swap,
    [...c.slice(0, mid), c[mid], ...c.slice(mid)],
    [...c.slice(0, -1), c[0]],
  ].map((chars) => chars.join(''));
}

/** Typed words beyond the generated ones: digits, mixed letters and digits, Urdu script. */
const HAND_PICKED = [
  'hary',
  'poter',
  'tolkein',
  'reluctent',
  'mohsn',
  '1894',
  '198',
  'harry2',
  'کتابی',
  'اداس',
  'غالب',
];

/**
 * The in-memory trigram vocabulary (search/trigram-vocabulary.ts) against PostgreSQL's pg_trgm on
 * the same words, on PGlite and on PostgreSQL: the demo catalogue's words (English, Urdu script,
 * Roman Urdu search words, numbers) and misspellings of them.
 */
describe('trigram similarity in memory, as pg_trgm computes it', () => {
  let database: TestDatabase;
  let vocabulary: string[];
  let typed: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
    const rows = await queryRows<{ word: string }>(
      database.db,
      sql`select distinct w as word
        from books, unnest(string_to_array(search_title || ' ' || search_authors || ' ' || search_publisher, ' ')) w
        where w <> ''`,
    );
    vocabulary = rows.map((r) => r.word);
    const known = new Set(vocabulary);
    const sample = vocabulary.filter((w, i) => [...w].length >= 4 && i % 4 === 0);
    typed = [...new Set([...HAND_PICKED, ...sample.flatMap(typosOf)])].filter((w) => !known.has(w));
    // The vocabulary as the database holds it for typo correction: a table with a trigram index.
    await database.db.execute(sql`create table trigram_test_words (word text primary key)`);
    await database.db.execute(
      sql`insert into trigram_test_words select unnest(${wordsArrayLiteral(vocabulary)}::text[])`,
    );
    await database.db.execute(
      sql`create index trigram_test_words_idx on trigram_test_words using gin (word gin_trgm_ops)`,
    );
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('samples English, Urdu script and digits', () => {
    expect(vocabulary.length).toBeGreaterThan(500);
    expect(vocabulary.some((w) => /\p{Script=Arabic}/u.test(w))).toBe(true);
    expect(vocabulary.some((w) => /\d/.test(w))).toBe(true);
    expect(typed.filter((w) => /\p{Script=Arabic}/u.test(w)).length).toBeGreaterThan(50);
  });

  it('finds as many trigrams in every word as show_trgm', async () => {
    const words = [...vocabulary, ...typed];
    const rows = await queryRows<{ word: string; n: number }>(
      database.db,
      sql`select w as word, coalesce(array_length(show_trgm(w), 1), 0) as n
        from unnest(${wordsArrayLiteral(words)}::text[]) w`,
    );
    expect(rows.length).toBe(words.length);
    const mismatched = rows.filter((r) => trigramsOf(r.word).length !== Number(r.n));
    expect(mismatched).toEqual([]);
  });

  it('gives similarity() to the last bit, for close and distant pairs, and texts of several words', async () => {
    const pairs: Array<[string, string]> = typed.flatMap((t, i) => [
      [t, vocabulary[(i * 7) % vocabulary.length] as string],
      [t, vocabulary[(i * 13 + 5) % vocabulary.length] as string],
    ]);
    pairs.push(
      ['Moth-Smoke!', 'moth smoke'],
      ['ab1c x', 'abc x1'],
      ['HARRY potter', 'hary poter'],
      ['', 'abc'],
    );
    const rows = await queryRows<{ a: string; b: string; s: number }>(
      database.db,
      sql`select a, b, similarity(a, b)::float8 as s
        from unnest(${wordsArrayLiteral(pairs.map((p) => p[0]))}::text[], ${wordsArrayLiteral(pairs.map((p) => p[1]))}::text[]) as p(a, b)`,
    );
    expect(rows.length).toBe(pairs.length);
    const differing = rows
      .map((r) => ({ a: r.a, b: r.b, postgres: Number(r.s), memory: trigramSimilarity(r.a, r.b) }))
      .filter((r) => r.postgres !== r.memory);
    expect(differing).toEqual([]);
  });

  it('lists the same corrections as `word % typed order by word <-> typed, word limit 4`', async () => {
    const rows = await queryRows<{ typed: string; alternatives: string[] }>(
      database.db,
      sql`select t.word as typed, array(
          select v.word from trigram_test_words v where v.word % t.word order by v.word <-> t.word, v.word limit 4
        ) as alternatives
        from unnest(${wordsArrayLiteral(typed)}::text[]) t(word)`,
    );
    const memory = new TrigramVocabulary(vocabulary);
    const differing = rows
      .map((r) => ({ typed: r.typed, postgres: r.alternatives, memory: memory.closest(r.typed, 4) }))
      .filter((r) => JSON.stringify(r.postgres) !== JSON.stringify(r.memory));
    expect(differing).toEqual([]);
    // Most typos have a correction: the comparison is not of empty lists.
    expect(rows.filter((r) => r.alternatives.length > 0).length).toBeGreaterThan(typed.length / 2);
  });
});
