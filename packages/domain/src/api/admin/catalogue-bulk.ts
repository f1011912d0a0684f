/**
 * The catalogue desk's bulk work (issue 25): a catalogue CSV imported from the browser with its
 * progress, prices and stock updated from a CSV, the catalogue exported as CSV.
 */

/** A CSV row refused, with the file's line number (the header is line 1) and why. */
export interface CsvRowProblem {
  line: number;
  reason: string;
}

/** Largest CSV the desk takes in one upload (a 100k-title catalogue is about 20 MB). */
export const CATALOGUE_CSV_MAX_BYTES = 64 * 1024 * 1024;

/** Where an import job is. `failed` leaves the catalogue as it was (the import is one transaction). */
export type CatalogueImportState = 'queued' | 'reading' | 'writing' | 'done' | 'failed';

/**
 * An import started from the browser. `POST /api/admin/catalogue/imports` takes the CSV
 * (`multipart/form-data`, field `file`): the goodbooks columns `cli import-catalog` reads, or the
 * shop's own ({@link CATALOGUE_EXPORT_COLUMNS}; `title`, `authors`, `price` and `categories`
 * required, authors and category slugs separated by `;`; a row naming an `id`, or an ISBN the
 * catalogue has, updates that book), and
 * answers 202 with the job; `GET /api/admin/catalogue/imports/{id}` answers where it is, for a
 * progress bar: `rows_read` of about `rows_expected`, then the write, then the report.
 */
export interface CatalogueImportJob {
  id: number;
  state: CatalogueImportState;
  file_name: string;
  /** Lines in the file less the header: what `rows_read` counts up to. */
  rows_expected: number;
  rows_read: number;
  /** 0 to 100, for the bar. */
  percent: number;
  /** Once done: books added, changed, unchanged, and rows refused with their reasons. */
  report: {
    rows: number;
    inserted: number;
    updated: number;
    unchanged: number;
    rejected: readonly CsvRowProblem[];
    warnings: readonly CsvRowProblem[];
  } | null;
  /** Once failed: why (the file's header is not the catalogue's, the database refused, ...). */
  error: string | null;
  /** ISO 8601. */
  started_at: string;
  finished_at: string | null;
}

/** Answer of `POST /api/admin/catalogue/imports` (202) and `GET .../imports/{id}`. */
export interface CatalogueImportJobResponse {
  data: { job: CatalogueImportJob };
}

/**
 * Columns of the price and stock CSV (`POST /api/admin/catalogue/price-stock`, multipart field
 * `file`): `isbn` (ISBN-10 or 13) and any of `price`, `discount`, `stock` (an empty cell leaves
 * that figure as it is). Each good row is written whole (its price, discount and stock together,
 * with the stock state moved as `cli set-stock` does); a bad row is reported and nothing of it is
 * written. All the good rows are written in one transaction.
 */
export const PRICE_STOCK_CSV_COLUMNS = ['isbn', 'price', 'discount', 'stock'] as const;

/** Most rows of one price and stock CSV. */
export const PRICE_STOCK_CSV_MAX_ROWS = 20_000;

/** Answer of `POST /api/admin/catalogue/price-stock`. */
export interface PriceStockUpdateResponse {
  data: {
    rows: number;
    /** Rows whose book changed. */
    updated: number;
    /** Rows that matched a book whose figures were already these. */
    unchanged: number;
    rejected: readonly CsvRowProblem[];
    /** Back-in-stock e-mails written because a book's stock rose from zero. */
    back_in_stock_mails: number;
  };
}

/**
 * `GET /api/admin/catalogue/export.csv`: the catalogue as CSV, streamed (`text/csv`, an
 * attachment), in these columns; the same query filters as the book list (without paging).
 * `price`, `discount` and `stock` read back into the price and stock CSV unchanged.
 */
export const CATALOGUE_EXPORT_COLUMNS = [
  'id',
  'kind',
  'isbn',
  'isbn10',
  'title',
  'authors',
  'publisher',
  'year',
  'language',
  'price',
  'discount',
  'stock',
  'stock_status',
  'withdrawn',
  'has_cover',
  'categories',
] as const;
