// Realistic autocomplete and search queries for the bench, drawn from the measured catalogue with
// a seeded generator, so every run sends the same queries in the same order.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

/** Small seeded PRNG, so every run sends the same queries in the same order. */
export function mulberry32(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function isbn13Of(isbn10) {
  const body = `978${isbn10.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** One slip of the fingers in a word: a letter dropped, doubled, swapped or replaced. */
export function typo(word, rnd) {
  const i = 1 + Math.floor(rnd() * (word.length - 2));
  switch (Math.floor(rnd() * 4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
    default:
      return word.slice(0, i) + 'aeiou'[Math.floor(rnd() * 5)] + word.slice(i + 1);
  }
}

const cut = (text, length) => text.slice(0, length).trimEnd();

/**
 * A query mix as a shop sees it: the popular books asked for far more often (goodbooks is ordered
 * by popularity), titles typed 2 to 12 characters far (the box asks after a pause, at any point
 * of typing), authors, titles with a typo, ISBNs whole (hyphenated or not) or started, Urdu.
 */
export function buildQueries(rows, urdu, count, seed = 4242) {
  const rnd = mulberry32(seed);
  const pick = () => rows[Math.floor(rows.length * rnd() ** 3)];
  const queries = [];
  while (queries.length < count) {
    const row = pick();
    const title = row.title.replace(/\s*\(.*$/, '');
    const roll = rnd();
    let q;
    if (roll < 0.5) {
      q = cut(title, 2 + Math.floor(rnd() * 11));
    } else if (roll < 0.65) {
      const author = row.authors.split(',')[0].trim();
      const surname = author.split(' ').at(-1);
      q = rnd() < 0.5 ? cut(surname, 3 + Math.floor(rnd() * 8)) : cut(author, 3 + Math.floor(rnd() * 10));
    } else if (roll < 0.8) {
      const words = title.toLowerCase().split(/\s+/).slice(0, 2);
      const at = words.findIndex((w) => w.length >= 4);
      if (at < 0) continue;
      words[at] = typo(words[at], rnd);
      q = cut(words.join(' '), 12);
    } else if (roll < 0.92) {
      const isbn10 = row.isbn.padStart(10, '0');
      if (!/^\d{9}[\dX]$/.test(isbn10)) continue;
      const isbn13 = isbn13Of(isbn10);
      const form = Math.floor(rnd() * 4);
      q =
        form === 0
          ? `${isbn10.slice(0, 1)}-${isbn10.slice(1, 4)}-${isbn10.slice(4, 9)}-${isbn10.slice(9)}`
          : form === 1
            ? isbn13
            : form === 2
              ? `${isbn13.slice(0, 3)}-${isbn13.slice(3)}`
              : isbn13.slice(0, 6 + Math.floor(rnd() * 4));
    } else {
      if (urdu.length === 0) continue;
      q = cut(urdu[Math.floor(rnd() * urdu.length)], 2 + Math.floor(rnd() * 7));
    }
    if (q.trim().length >= 2) queries.push(q);
  }
  return queries;
}

export function autocompletePaths(rows, urdu, seed) {
  return buildQueries(rows, urdu, 20_000, seed).map(
    (q) => `/api/autocomplete?search=${encodeURIComponent(q)}`,
  );
}

/** The rows of a goodbooks-shaped CSV that have a title and an author. */
export function loadGoodbooks(csv) {
  const rows = parse(readFileSync(csv), { columns: true, bom: true, relax_column_count: true });
  return rows.filter((r) => r.title && r.authors);
}
