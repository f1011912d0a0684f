import type { ProductKind, StockStatus } from '../../entities/book.js';

/**
 * The catalogue desk's books (issue 25): owner and catalogue roles. Every write is audited in its
 * own transaction and goes through the catalogue tables the storefront reads, so the search index,
 * the read cache and the rendered pages follow at once (the database announces each change).
 */

/**
 * Query of `GET /api/admin/catalogue/books`. Newest first (by id, descending), paged by keyset:
 * `after` is the `next_after` of the page before, so page 4,000 of 100k titles costs what page 1
 * does (an index range on the primary key, never an OFFSET). `q` is the shop's own search (words
 * of the title, authors or publisher as prefixes, Roman Urdu, or an ISBN or its start).
 */
export interface AdminBookListQuery {
  q?: string;
  /** A category and everything below it. */
  category_id?: number;
  stock_status?: StockStatus;
  /** `en`, `ur`, ... */
  language?: string;
  /** Only books without an uploaded cover (they show the generated one). */
  no_cover?: boolean;
  /** `exclude` (default: what is on sale), `only` (withdrawn ones) or `include` (both). */
  withdrawn?: AdminWithdrawnFilter;
  /** Book id: list books older than this one (the `next_after` of the page before). */
  after?: number;
  /** 1 to {@link ADMIN_BOOK_LIST_MAX}, default {@link ADMIN_BOOK_LIST_SIZE}. */
  limit?: number;
}

/** How the book list treats books withdrawn from sale. */
export type AdminWithdrawnFilter = 'exclude' | 'only' | 'include';
/** The withdrawn-from-sale filter values of the catalogue desk's book list. */
export const ADMIN_WITHDRAWN_FILTERS: readonly AdminWithdrawnFilter[] = ['exclude', 'only', 'include'];

/** Rows per page of the book list when none is asked for, and the most it gives. */
export const ADMIN_BOOK_LIST_SIZE = 50;
/** The most books one page of the catalogue desk's list holds. */
export const ADMIN_BOOK_LIST_MAX = 200;

/**
 * The book list counts matches up to this many and then says "more than"; counting every one of
 * 100k rows on each page would load the database the storefront reads.
 */
export const ADMIN_BOOK_COUNT_CAP = 10_000;

/** One row of the book list: enough to edit price and stock in place. */
export interface AdminBookRow {
  id: number;
  kind: ProductKind;
  title: string;
  authors: readonly string[];
  isbn13: string | null;
  isbn10: string | null;
  language: string;
  /** List price, whole rupees. */
  price: number;
  /** The book's own discount, percent. */
  discount_percent: number;
  /** What a shopper pays per copy (price less own discount, `linePrice`). */
  selling_price: number;
  stock: number;
  stock_status: StockStatus;
  withdrawn: boolean;
  /** Whether staff uploaded a cover; without one the shop shows the generated cover. */
  has_cover: boolean;
  /** The cover's picname: `coverUrl(picname, width)` shows it. */
  picname: string;
  /** Shoppers waiting for a back-in-stock e-mail. */
  open_stock_requests: number;
  /** ISO 8601. */
  updated_at: string;
}

/** Answer of `GET /api/admin/catalogue/books`. */
export interface AdminBookListResponse {
  data: {
    books: readonly AdminBookRow[];
    /** `after` of the next page; null on the last. */
    next_after: number | null;
    /** Matching books, counted up to {@link ADMIN_BOOK_COUNT_CAP}. */
    total: number;
    /** True when there are more than `total` (the count stopped at the cap). */
    total_capped: boolean;
    limit: number;
  };
}

/** A category a book is filed under, with the path above it for showing ("All Books › History › ..."). */
export interface AdminBookCategory {
  id: number;
  label: string;
  /** Names from the top level down to this one. */
  path: readonly string[];
}

/** The whole book on the edit page. */
export interface AdminBook extends AdminBookRow {
  publisher: string | null;
  year: number | null;
  pages: number | null;
  description: string | null;
  categories: readonly AdminBookCategory[];
  /** `YYYY-MM-DD`: an on-demand or pre-order book's own dispatch date. */
  dispatch_date: string | null;
  /** ISO 8601. */
  created_at: string;
}

/** Answer of `GET /api/admin/catalogue/books/{id}`, `POST` (201) and `PUT` of a book, and the cover calls. */
export interface AdminBookResponse {
  data: { book: AdminBook };
}

/**
 * Body of `POST /api/admin/catalogue/books` (add) and `PUT /api/admin/catalogue/books/{id}`
 * (edit, the whole book), checked by `bookFormSchema` of `@bookshop/validation` on the form and on
 * the server. `isbn` is an ISBN-10 or ISBN-13 with or without hyphens (checked; another book's
 * ISBN is refused); the other form is derived when it exists. Prices are whole rupees.
 */
export interface AdminBookInput {
  kind: ProductKind;
  title: string;
  /** One or more, in order. */
  authors: string[];
  publisher: string;
  /** Empty for an item without one (stationery). */
  isbn: string;
  /** `en`, `ur`, ...: Urdu titles are shown right to left. */
  language: string;
  year: string;
  pages: string;
  description: string;
  /** Ids of level-4 categories, at least one. */
  category_ids: number[];
  price: string;
  discount_percent: string;
  stock: string;
  stock_status: StockStatus;
  /** `YYYY-MM-DD` or empty. */
  dispatch_date: string;
  withdrawn: boolean;
}

/**
 * Body of `PATCH /api/admin/catalogue/books/{id}/stock`: the list's edit in place. Any of the
 * fields; the others stay. Setting `stock` above zero on a book that had none answers its open
 * back-in-stock requests by e-mail (the same path as `cli set-stock`); `stock` alone moves the
 * stock state as `cli set-stock` does, `stock_status` given sets it.
 */
export interface AdminStockPatch {
  stock?: string | number;
  stock_status?: StockStatus;
  price?: string | number;
  discount_percent?: string | number;
  withdrawn?: boolean;
}

/** Answer of `PATCH .../stock`: the row as it is now and how many back-in-stock e-mails it sent. */
export interface AdminStockPatchResponse {
  data: { book: AdminBookRow; back_in_stock_mails: number };
}

/** One back-in-stock request of a book. */
export interface AdminStockRequest {
  id: number;
  email: string;
  /** The book's stock state when the shopper asked. */
  status: StockStatus;
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601, null while waiting. */
  notified_at: string | null;
}

/** Answer of `GET /api/admin/catalogue/books/{id}/stock-requests`: newest first, waiting ones first. */
export interface AdminStockRequestsResponse {
  data: { requests: readonly AdminStockRequest[]; open: number };
}

/**
 * `POST /api/admin/catalogue/books/{id}/cover`: `multipart/form-data` with one file field `cover`
 * (JPEG, PNG or WebP, at most {@link COVER_UPLOAD_MAX_BYTES} bytes and
 * {@link COVER_UPLOAD_MAX_PIXELS} pixels). The server reads the image itself (not the name or the
 * declared type), strips its metadata and makes every width of `COVER_WIDTHS`; the book's
 * `picname` changes, so the new cover's addresses are new. Answers `AdminBookResponse`; a bad file
 * is a 422 on `cover` with one of {@link COVER_UPLOAD_MESSAGES}.
 * `DELETE` of the same address goes back to the generated cover.
 */
export const COVER_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** 40 megapixels: any real cover is far smaller; a decompression bomb declares far more. */
export const COVER_UPLOAD_MAX_PIXELS = 40_000_000;
/** Smallest sides accepted, so a shelf does not show a blurred stamp. */
export const COVER_UPLOAD_MIN_WIDTH = 160;
/** The smallest cover height, in pixels, the catalogue desk accepts for an upload. */
export const COVER_UPLOAD_MIN_HEIGHT = 200;

/** What a refused cover (or bank logo) upload says, on the `cover` (or `logo`) field. */
export const COVER_UPLOAD_MESSAGES = {
  missing: 'Choose an image file to upload.',
  tooLarge: 'The image is larger than 8 MB. Please upload a smaller file.',
  notImage: 'This file is not a JPEG, PNG or WebP image.',
  tooManyPixels: 'The image has too many pixels (more than 40 megapixels). Please upload a smaller image.',
  tooSmall: 'The image is too small: a cover needs at least 160 × 200 pixels.',
  unreadable: 'The image could not be read. It may be damaged; please save it again and upload it.',
} as const;
