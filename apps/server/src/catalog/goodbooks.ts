import type { StockStatus } from '@bookshop/domain';
import type { CatalogRecord } from './catalog-record.js';
import { isbn13FromIsbn10, readIsbn10 } from './isbn.js';

/** Columns the importer needs from a goodbooks-10k books.csv; the others are ignored. */
export const GOODBOOKS_COLUMNS = [
  'book_id',
  'isbn',
  'authors',
  'original_publication_year',
  'title',
  'language_code',
] as const;

export type RowResult =
  | { ok: true; record: CatalogRecord; warnings: string[] }
  | { ok: false; reason: string };

const LANGUAGES: Record<string, string> = {
  eng: 'en',
  'en-us': 'en',
  'en-gb': 'en',
  'en-ca': 'en',
  en: 'en',
  spa: 'es',
  fre: 'fr',
  ara: 'ar',
  por: 'pt',
  ger: 'de',
  nor: 'no',
  jpn: 'ja',
  ind: 'id',
  pol: 'pl',
  tur: 'tr',
  dan: 'da',
  ita: 'it',
  per: 'fa',
  swe: 'sv',
  rum: 'ro',
  rus: 'ru',
  vie: 'vi',
  nl: 'nl',
  fil: 'fil',
  mul: 'mul',
  urd: 'ur',
};

/**
 * FNV-1a: a tiny stable hash, so the price, stock and category a row gets depend only on the
 * row's id and come out the same on every run and every machine.
 */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function derivedStock(seed: number): { stock: number; stockStatus: StockStatus } {
  const roll = seed % 100;
  if (roll < 8) return { stock: 0, stockStatus: 'out_of_stock' };
  if (roll < 12) return { stock: 0, stockStatus: 'pre_order' };
  if (roll < 16) return { stock: 0, stockStatus: 'on_demand' };
  return { stock: 1 + (seed % 40), stockStatus: 'available' };
}

function derivedDiscount(seed: number): number {
  const roll = seed % 20;
  if (roll < 3) return 25 + (seed % 4) * 5; // a sixth or so sit in High Discounts (25-40%)
  return [0, 0, 0, 5, 10, 15][seed % 6] ?? 0;
}

/**
 * Turns one CSV row (keyed by header) into a catalogue record. Prices, stock, discount and
 * category are derived deterministically because the data set carries none of them.
 */
export function readGoodbooksRow(row: Record<string, string>, leafSlugs: readonly string[]): RowResult {
  const id = row.book_id?.trim() ?? '';
  if (!/^\d+$/.test(id)) return { ok: false, reason: `book_id "${id}" is not a whole number` };
  const title = row.title?.trim() ?? '';
  if (title === '') return { ok: false, reason: 'title is empty' };
  const authors = (row.authors ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a !== '');
  if (authors.length === 0) return { ok: false, reason: 'authors is empty' };

  const warnings: string[] = [];
  const yearText = row.original_publication_year?.trim() ?? '';
  let year: number | null = null;
  if (yearText !== '') {
    const parsed = Number(yearText);
    if (!Number.isInteger(parsed) || parsed > 2100 || parsed < -5000)
      return { ok: false, reason: `year "${yearText}" is not a year` };
    year = parsed;
  }

  const rawIsbn = row.isbn?.trim() ?? '';
  const isbn10 = rawIsbn === '' ? null : readIsbn10(rawIsbn);
  if (rawIsbn !== '' && isbn10 === null)
    warnings.push(`ISBN "${rawIsbn}" fails its check digit; imported without ISBN`);

  const seed = hash(`goodbooks:${id}`);
  const langCode = (row.language_code ?? '').trim().toLowerCase();
  const leaf = leafSlugs.length > 0 ? leafSlugs[seed % leafSlugs.length] : undefined;
  return {
    ok: true,
    warnings,
    record: {
      source: 'goodbooks',
      sourceId: id,
      kind: 'book',
      title,
      authors,
      isbn10,
      isbn13: isbn10 ? isbn13FromIsbn10(isbn10) : null,
      publisher: null,
      year,
      language: LANGUAGES[langCode] ?? (langCode || 'en'),
      pages: null,
      description: null,
      price: 495 + ((seed >>> 8) % 60) * 50,
      discountPercent: derivedDiscount(seed >>> 4),
      ...derivedStock(seed >>> 12),
      picname: `gb-${id}`,
      categorySlugs: leaf ? [leaf] : [],
    },
  };
}
