// Grows a goodbooks-10k books.csv to N rows, deterministically, for measuring the shop at the
// size of a real distributor's catalogue (100k, 1M titles). The real rows come first, unchanged;
// every added row takes the first half of one real title and the second half of another, the
// authors of a real row, a real row's year and language, and a fresh valid ISBN-10 no other row
// has. The same source, N and seed always give the same file, byte for byte.
//
//   node bench/grow-catalog.mjs --rows 100000 [--seed 18] [--source books.csv] [--out file.csv]
//
// Without --out the file goes to the temporary directory (never commit it: goodbooks is not ours
// to publish, and neither is anything derived from it). Prints the path of the file it wrote.
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultGoodbooksCsv = path.resolve(here, '../../../data/goodbooks-10k/books.csv');

/** Small seeded PRNG (mulberry32): the same seed draws the same numbers on every machine. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The ISBN-10 check character of nine digits (weights 10 down to 2, modulo 11). */
export function isbn10CheckDigit(nine) {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(nine[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** A CSV field, quoted when it has to be. */
function field(value) {
  const text = String(value ?? '');
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A title cut at a word boundary near its middle; series notes "(…, #1)" left off. */
function halves(title) {
  const bare = title.replace(/\s*\(.*$/, '').trim() || title;
  const words = bare.split(/\s+/);
  if (words.length < 2) return [bare, bare];
  const middle = Math.ceil(words.length / 2);
  return [words.slice(0, middle).join(' '), words.slice(middle).join(' ')];
}

/**
 * Writes the grown catalogue and resolves to its path. `rows` below the source's size keeps the
 * first `rows` real rows.
 */
export async function growCatalog({ rows, seed = 18, source = defaultGoodbooksCsv, out } = {}) {
  if (!Number.isInteger(rows) || rows < 1) throw new Error('rows must be a whole number of at least 1');
  if (!existsSync(source)) throw new Error(`${source} not found`);
  const target = out ?? path.join(tmpdir(), `goodbooks-grown-${rows}-seed${seed}.csv`);
  const records = parse(readFileSync(source), { bom: true, relax_column_count: true });
  const [header, ...real] = records;
  const col = (name) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`${source}: no ${name} column`);
    return i;
  };
  const c = {
    id: col('book_id'),
    isbn: col('isbn'),
    isbn13: col('isbn13'),
    authors: col('authors'),
    year: col('original_publication_year'),
    originalTitle: col('original_title'),
    title: col('title'),
    language: col('language_code'),
  };
  const usable = real.filter((r) => r.length === header.length && r[c.title] && r[c.authors]);
  const titleHalves = usable.map((r) => halves(r[c.title]));

  const taken = new Set();
  let maxId = 0;
  for (const r of real) {
    const isbn = (r[c.isbn] ?? '').trim().toUpperCase().padStart(10, '0');
    if (/^\d{9}[\dX]$/.test(isbn)) taken.add(isbn);
    maxId = Math.max(maxId, Number(r[c.id]) || 0);
  }

  const stream = createWriteStream(target);
  const write = (line) =>
    stream.write(`${line}\n`) ? Promise.resolve() : new Promise((r) => stream.once('drain', r));
  await write(header.map(field).join(','));
  for (const r of real.slice(0, rows)) await write(r.map(field).join(','));

  const rnd = mulberry32(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  for (let n = real.length; n < rows; n++) {
    const a = Math.floor(rnd() * usable.length);
    let b = Math.floor(rnd() * usable.length);
    if (b === a) b = (b + 1) % usable.length;
    const first = titleHalves[a][0];
    const second = titleHalves[b][1];
    const title = second === first ? first : `${first} ${second}`.trim();
    let isbn;
    do {
      const nine = String(Math.floor(rnd() * 1e9)).padStart(9, '0');
      isbn = nine + isbn10CheckDigit(nine);
    } while (taken.has(isbn));
    taken.add(isbn);
    const donor = pick(usable);
    const row = [...donor];
    row[c.id] = String(++maxId);
    row[c.isbn] = isbn;
    row[c.isbn13] = '';
    row[c.authors] = usable[Math.floor(rnd() * usable.length)][c.authors];
    row[c.title] = title;
    row[c.originalTitle] = title;
    row[c.year] = pick(usable)[c.year];
    row[c.language] = pick(usable)[c.language];
    await write(row.map(field).join(','));
  }
  await new Promise((resolve, reject) => stream.end((err) => (err ? reject(err) : resolve())));
  return target;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const rows = Number(option('rows'));
  if (!Number.isInteger(rows) || rows < 1) {
    console.error(
      'usage: node bench/grow-catalog.mjs --rows N [--seed S] [--source books.csv] [--out file.csv]',
    );
    process.exit(2);
  }
  const file = await growCatalog({
    rows,
    seed: Number(option('seed') ?? 18),
    source: option('source') ?? process.env.GOODBOOKS_CSV ?? defaultGoodbooksCsv,
    out: option('out'),
  });
  console.log(file);
}
