/**
 * The catalogue desk's addresses (issue 25), every one in the `catalogue` area of
 * `ADMIN_ROUTE_AREAS` (owner and catalogue roles; an orders-only member gets 403), so the one staff
 * guard checks them like every other admin route. Its audit actions are in `AUDIT_ACTIONS`.
 */
const CATALOGUE = '/api/admin/catalogue';

/** Catalogue desk addresses by what they do (see each wire type's doc for the method and body). */
export const CATALOGUE_API_PATHS = {
  /** GET list (`AdminBookListQuery`), POST add (`AdminBookInput`). */
  books: `${CATALOGUE}/books`,
  /** GET, PUT (`AdminBookInput`). */
  book: (id: number) => `${CATALOGUE}/books/${id}`,
  /** PATCH (`AdminStockPatch`): edit in place from the list. */
  bookStock: (id: number) => `${CATALOGUE}/books/${id}/stock`,
  /** GET: the book's back-in-stock requests. */
  bookStockRequests: (id: number) => `${CATALOGUE}/books/${id}/stock-requests`,
  /** POST multipart `cover`; DELETE goes back to the generated cover. */
  bookCover: (id: number) => `${CATALOGUE}/books/${id}/cover`,
  /** POST multipart `file`: start an import (202). */
  imports: `${CATALOGUE}/imports`,
  /** GET: the import's progress and report. */
  importJob: (id: number) => `${CATALOGUE}/imports/${id}`,
  /** POST multipart `file`: prices and stock by ISBN. */
  priceStock: `${CATALOGUE}/price-stock`,
  /** GET: the catalogue as CSV (streamed). */
  export: `${CATALOGUE}/export.csv`,
  /** GET: the tree. */
  categories: `${CATALOGUE}/categories`,
  /** PATCH (`AdminCategoryPatch`). */
  category: (id: number) => `${CATALOGUE}/categories/${id}`,
  /** GET: banners and rows. */
  home: `${CATALOGUE}/home`,
  /** POST add. */
  homeBanners: `${CATALOGUE}/home/banners`,
  /** PUT, DELETE. */
  homeBanner: (id: number) => `${CATALOGUE}/home/banners/${id}`,
  /** POST add. */
  homeRows: `${CATALOGUE}/home/rows`,
  /** PUT, DELETE. */
  homeRow: (id: number) => `${CATALOGUE}/home/rows/${id}`,
  /** GET list, POST add. */
  cardRules: `${CATALOGUE}/card-rules`,
  /** PUT (`AdminCardRuleResponse`), DELETE (`SuccessMessage`). */
  cardRule: (id: number) => `${CATALOGUE}/card-rules/${id}`,
  cardRuleEnable: (id: number) => `${CATALOGUE}/card-rules/${id}/enable`,
  cardRuleDisable: (id: number) => `${CATALOGUE}/card-rules/${id}/disable`,
  /** POST multipart `logo`. */
  cardRuleLogo: (id: number) => `${CATALOGUE}/card-rules/${id}/logo`,
  /** GET list. */
  bookRequests: `${CATALOGUE}/book-requests`,
  bookRequestSourced: (id: number) => `${CATALOGUE}/book-requests/${id}/sourced`,
  bookRequestDeclined: (id: number) => `${CATALOGUE}/book-requests/${id}/declined`,
  /** GET list. */
  giftCards: `${CATALOGUE}/gift-cards`,
  giftCardVoid: (id: number) => `${CATALOGUE}/gift-cards/${id}/void`,
} as const;

/** Messages of the catalogue desk's refusals (422 on the named field, or 404/409 `error`). */
export const CATALOGUE_MESSAGES = {
  bookNotFound: 'No such book.',
  isbnInvalid: 'This ISBN is not valid: check its digits (ISBN-10 or ISBN-13).',
  isbnTaken: (title: string, id: number) => `Another book already has this ISBN: "${title}" (id ${id}).`,
  categoryUnknown: 'Choose categories from the list (the lowest level of the tree).',
  categoryNotFound: 'No such category.',
  categoryMove: 'A category can move only under another category of the same level as its parent now.',
  categoryLoop: 'A category cannot move under itself or anything below it.',
  bannerNotFound: 'No such banner.',
  rowNotFound: 'No such home page row.',
  cardRuleNotFound: 'No such bank-card rule.',
  cardRuleBinTaken: 'Another rule already has this BIN.',
  bookRequestNotFound: 'No such book request.',
  bookRequestAnswered: 'This request was already answered.',
  giftCardNotFound: 'No such gift card.',
  giftCardNotActive: 'Only a paid gift card that has not been used can be voided.',
  importNotFound: 'No such import.',
  csvMissing: 'Choose a CSV file to upload.',
  csvTooLarge: 'The file is larger than 64 MB.',
  csvHeader: (missing: readonly string[]) =>
    `The file's first line must name the columns; missing: ${missing.join(', ')}.`,
  csvTooManyRows: 'The file has more than 20,000 rows. Please split it.',
  importRunning: 'Another catalogue import is running. Please wait for it to finish.',
} as const;
