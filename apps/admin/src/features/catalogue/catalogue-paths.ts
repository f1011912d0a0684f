import type {
  AdminBookRequestStatus,
  AdminGiftCardState,
  AdminWithdrawnFilter,
  StockStatus,
} from '@bookshop/domain';

/** The book list's filters as its address carries them (all text, as typed or chosen). */
export interface BookListFilters {
  q?: string;
  category_id?: string;
  stock_status?: StockStatus | '';
  language?: string;
  /** '1' for books without an uploaded cover. */
  no_cover?: string;
  withdrawn?: AdminWithdrawnFilter | '';
  /** Keyset: list books older than this id (the `next_after` of the page before). */
  after?: number;
  /** The `after` of each page before this one, so Previous goes back without an OFFSET. */
  trail?: string;
}

/** A query string of the given values, leaving out empty ones and page 1. */
function query(values: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && Number(value) === 1) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The catalogue desk's pages (issue 25), with a builder of each address (relative to /admin like
 * the rest of the back office's paths).
 */
export const cataloguePaths = {
  books: {
    pattern: '/catalogue/books',
    href: (filters: BookListFilters = {}) => `/catalogue/books${query({ ...filters })}`,
  },
  newBook: { pattern: '/catalogue/books/new', href: () => '/catalogue/books/new' },
  book: { pattern: '/catalogue/books/:id', href: (id: number) => `/catalogue/books/${id}` },
  bulk: { pattern: '/catalogue/bulk', href: () => '/catalogue/bulk' },
  categories: { pattern: '/catalogue/categories', href: () => '/catalogue/categories' },
  home: { pattern: '/catalogue/home', href: () => '/catalogue/home' },
  cardRules: { pattern: '/catalogue/card-rules', href: () => '/catalogue/card-rules' },
  bookRequests: {
    pattern: '/catalogue/book-requests',
    href: (filters: { status?: AdminBookRequestStatus | ''; q?: string; page?: number } = {}) =>
      `/catalogue/book-requests${query({ ...filters })}`,
  },
  giftCards: {
    pattern: '/catalogue/gift-cards',
    href: (filters: { state?: AdminGiftCardState | ''; q?: string; page?: number } = {}) =>
      `/catalogue/gift-cards${query({ ...filters })}`,
  },
} as const;
