import {
  ADMIN_BOOK_LIST_MAX,
  ADMIN_BOOK_LIST_SIZE,
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  ADMIN_WITHDRAWN_FILTERS,
  type AdminBookRequestStatus,
  type AdminGiftCardState,
  type AdminWithdrawnFilter,
  BOOK_LANGUAGE_CODES,
  HOME_BANNER_ARTS,
  HOME_ROW_SOURCES,
  type HomeBannerArt,
  type HomeRowSource,
  type ProductKind,
  readIsbn,
  STOCK_STATUSES,
  type StockStatus,
} from '@bookshop/domain';
import { array, boolean, type InferType, mixed, number, object } from 'yup';
import { text, textArea } from '../../fields.js';

/** Highest list price the desk takes, in rupees: a typo of three extra zeros is refused. */
export const BOOK_PRICE_MAX = 1_000_000;
/** Most copies one book's stock count may hold. */
export const BOOK_STOCK_MAX = 1_000_000;

/** The catalogue desk's form messages, shared by the back office's forms, the server's 422 and the CSV reports. */
export const CATALOGUE_FORM_MESSAGES = {
  kindInvalid: 'Choose book or stationery.',
  titleRequired: 'Enter the title.',
  titleTooLong: 'The title can be at most 300 characters.',
  authorsRequired: 'Enter at least one author.',
  authorTooLong: 'An author can be at most 120 characters.',
  authorsTooMany: 'A book can have at most 10 authors.',
  publisherTooLong: 'The publisher can be at most 120 characters.',
  isbnInvalid: 'This ISBN is not valid: check its digits (ISBN-10 or ISBN-13).',
  languageInvalid: 'Choose the language from the list.',
  yearInvalid: 'The year is a whole number between 1000 and 2100.',
  pagesInvalid: 'Pages is a whole number between 1 and 20000.',
  descriptionTooLong: 'The description can be at most 5000 characters.',
  categoriesRequired: 'Choose at least one category.',
  categoriesTooMany: 'A book can be in at most 10 categories.',
  priceRequired: 'Enter the price.',
  priceInvalid: `The price is whole rupees, from 0 to ${BOOK_PRICE_MAX.toLocaleString('en-US')}.`,
  discountInvalid: 'The discount is a whole percentage from 0 to 100.',
  stockRequired: 'Enter the stock count.',
  stockInvalid: `The stock is a whole number of copies, from 0 to ${BOOK_STOCK_MAX.toLocaleString('en-US')}.`,
  stockStatusInvalid: 'Choose available, out of stock, pre-order or on demand.',
  availableWithoutStock:
    'A book with no copies cannot be available: set the stock, or choose out of stock, pre-order or on demand.',
  dateInvalid: 'A date is written YYYY-MM-DD.',
  nothingToChange: 'Change at least one of stock, stock state, price, discount or withdrawn.',
  searchTooLong: 'Search with at most 100 characters.',
  idInvalid: 'An id is a whole number from 1.',
  limitInvalid: `Show between 1 and ${ADMIN_BOOK_LIST_MAX} books.`,
  withdrawnInvalid: 'Choose exclude, only or include.',
  pageInvalid: 'A page is a whole number from 1.',
  perPageInvalid: `Show between 1 and ${ADMIN_MAX_PAGE_SIZE} per page.`,
  nameRequired: 'Enter the name.',
  nameTooLong: 'The name can be at most 80 characters.',
  positionInvalid: 'The place is a whole number from 0.',
  bannerTitleRequired: 'Enter the banner title.',
  bannerTitleTooLong: 'The banner title can be at most 80 characters.',
  bannerTextRequired: 'Enter the banner text.',
  bannerTextTooLong: 'The banner text can be at most 300 characters.',
  ctaRequired: "Enter the button's words.",
  ctaTooLong: "The button's words can be at most 40 characters.",
  hrefInvalid: 'The link is a path of this shop, starting with / (for example /category/level4/12/instock).',
  artInvalid: `Choose the picture: ${HOME_BANNER_ARTS.join(', ')}.`,
  rowTitleRequired: 'Enter the row title.',
  rowTitleTooLong: 'The row title can be at most 80 characters.',
  sourceInvalid: 'Choose where the row takes its books from.',
  rowLanguageRequired: 'Choose the language of the row.',
  rowCategoryRequired: 'Choose the category of the row.',
  rowBooksRequired: 'Pick at least one book for the row.',
  rowBooksTooMany: 'A row can show at most 48 books.',
  bankNameRequired: 'Enter the bank name.',
  bankNameTooLong: 'The bank name can be at most 80 characters.',
  binInvalid: 'The BIN is the first 6 to 8 digits of the card.',
  discountTypeInvalid: 'Choose percentage or value.',
  discountValueInvalid: 'The discount is 1 to 100 percent, or whole rupees from 1.',
  discountLimitInvalid: 'The limit is whole rupees, from 0.',
  bookIdRequired: 'Choose the book the request was sourced as.',
  replyRequired: 'Write the reply the shopper will get.',
  replyTooLong: 'The reply can be at most 2000 characters.',
  reasonRequired: 'Enter the reason.',
  reasonTooLong: 'The reason can be at most 500 characters.',
  requestStatusInvalid: 'Choose new, found, not_found or closed.',
  giftCardStateInvalid: 'Choose pending, declined, active, redeemed or void.',
} as const;

const M = CATALOGUE_FORM_MESSAGES;

/** A whole number written with digits only ("1e3", "0x10" and "12.5" are not 1000, 16 and 12). */
function wholeNumber(message: string, min: number, max: number) {
  return number()
    .transform((value: number, original: unknown) =>
      typeof original === 'string' && !/^\s*\d+\s*$/.test(original) ? Number.NaN : value,
    )
    .typeError(message)
    .integer(message)
    .min(min, message)
    .max(max, message);
}

/** A whole number, or undefined when the field is left empty. */
function optionalWholeNumber(message: string, min: number, max: number) {
  return wholeNumber(message, min, max).transform((value: unknown, original: unknown) =>
    original === '' || original === null ? undefined : value,
  );
}

/** A whole number with a default when the field is left empty or out. */
function wholeNumberOr(message: string, min: number, max: number, fallback: number) {
  return optionalWholeNumber(message, min, max).default(fallback);
}

/** One of `values`; an empty string reads as not given. */
function oneOfOrEmpty<T extends string>(values: readonly T[], message: string) {
  return mixed<T>()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .oneOf([...values, undefined], message);
}

/** A flag as a form or a query sends it: true/false, 1/0, on, or empty for false. */
function flag() {
  return boolean()
    .transform((value: unknown, original: unknown) => {
      if (typeof original !== 'string') return value;
      if (['1', 'true', 'on', 'yes'].includes(original)) return true;
      if (['', '0', 'false', 'off', 'no'].includes(original)) return false;
      return value;
    })
    .typeError('Choose yes or no.');
}

/** A path of this shop: starts with one slash, never `//` or `/\` (which browsers read as another site). */
const SHOP_PATH = /^\/(?:$|[^/\\\s][^\s]*$)/;

/**
 * The book form of the catalogue desk (`AdminBookInput`): one schema for the back office's form
 * and the server (`POST` and `PUT /api/admin/catalogue/books`). The value given back has `isbn13`
 * and `isbn10` read from `isbn` (both null when it is empty), numbers as numbers and empty
 * optional text as null. Whether another book has the ISBN and whether the categories exist are
 * the server's to say.
 */
export const bookFormSchema = object({
  kind: mixed<ProductKind>().oneOf(['book', 'stationery'], M.kindInvalid).default('book'),
  title: text().required(M.titleRequired).max(300, M.titleTooLong),
  authors: array(text().max(120, M.authorTooLong).default(''))
    .transform((value: unknown) =>
      Array.isArray(value) ? value.filter((a) => !(typeof a === 'string' && a.trim() === '')) : value,
    )
    .typeError(M.authorsRequired)
    .max(10, M.authorsTooMany)
    .default([])
    .when('kind', ([kind], schema) =>
      kind === 'book' ? schema.min(1, M.authorsRequired).required(M.authorsRequired) : schema,
    ),
  publisher: text().max(120, M.publisherTooLong).default(''),
  isbn: text()
    .default('')
    .test('isbn', M.isbnInvalid, (value) => !value || readIsbn(value) !== null),
  language: mixed<string>()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .oneOf(BOOK_LANGUAGE_CODES, M.languageInvalid)
    .required(M.languageInvalid),
  year: optionalWholeNumber(M.yearInvalid, 1000, 2100),
  pages: optionalWholeNumber(M.pagesInvalid, 1, 20_000),
  description: textArea().max(5000, M.descriptionTooLong).default(''),
  category_ids: array(wholeNumber(M.categoriesRequired, 1, 2_147_483_647).required())
    .typeError(M.categoriesRequired)
    .required(M.categoriesRequired)
    .min(1, M.categoriesRequired)
    .max(10, M.categoriesTooMany),
  price: wholeNumber(M.priceInvalid, 0, BOOK_PRICE_MAX)
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .required(M.priceRequired),
  discount_percent: wholeNumberOr(M.discountInvalid, 0, 100, 0),
  stock: wholeNumber(M.stockInvalid, 0, BOOK_STOCK_MAX)
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .required(M.stockRequired),
  stock_status: mixed<StockStatus>()
    .oneOf([...STOCK_STATUSES], M.stockStatusInvalid)
    .required(M.stockStatusInvalid)
    .test(
      'available-needs-stock',
      M.availableWithoutStock,
      (value, context) => !(value === 'available' && context.parent.stock === 0),
    ),
  dispatch_date: text()
    .default('')
    .matches(/^\d{4}-\d{2}-\d{2}$/, { message: M.dateInvalid, excludeEmptyString: true }),
  withdrawn: flag().default(false),
});
/** The catalogue desk's book form, as its schema reads it. */
export type BookFormValues = InferType<typeof bookFormSchema>;

/** Empty book form: what the back office's "Add a book" starts from. */
export const EMPTY_BOOK_FORM = {
  kind: 'book',
  title: '',
  authors: [''],
  publisher: '',
  isbn: '',
  language: 'en',
  year: '',
  pages: '',
  description: '',
  category_ids: [] as number[],
  price: '',
  discount_percent: '0',
  stock: '0',
  stock_status: 'out_of_stock',
  dispatch_date: '',
  withdrawn: false,
} as const;

/**
 * `PATCH /api/admin/catalogue/books/{id}/stock` (`AdminStockPatch`): the list's edit in place,
 * any of the fields. Whether `available` with no stock results is the server's to say, as it
 * knows the stock it does not change.
 */
export const stockPatchSchema = object({
  stock: optionalWholeNumber(M.stockInvalid, 0, BOOK_STOCK_MAX),
  stock_status: oneOfOrEmpty(STOCK_STATUSES, M.stockStatusInvalid),
  price: optionalWholeNumber(M.priceInvalid, 0, BOOK_PRICE_MAX),
  discount_percent: optionalWholeNumber(M.discountInvalid, 0, 100),
  withdrawn: flag().optional(),
}).test('something', M.nothingToChange, (value, context) =>
  Object.values(value).some((v) => v !== undefined)
    ? true
    : context.createError({ path: 'stock', message: M.nothingToChange }),
);
/** A stock change made in place from the book list. */
export type StockPatchValues = InferType<typeof stockPatchSchema>;

/**
 * One row of the price and stock CSV (`isbn`, `price`, `discount`, `stock`): the same bounds and
 * messages as the book form. An empty cell leaves that figure as it is.
 */
export const priceStockRowSchema = object({
  isbn: text()
    .required(M.isbnInvalid)
    .test('isbn', M.isbnInvalid, (value) => readIsbn(value ?? '') !== null),
  price: optionalWholeNumber(M.priceInvalid, 0, BOOK_PRICE_MAX),
  discount: optionalWholeNumber(M.discountInvalid, 0, 100),
  stock: optionalWholeNumber(M.stockInvalid, 0, BOOK_STOCK_MAX),
});
/** One row of a price and stock update CSV. */
export type PriceStockRowValues = InferType<typeof priceStockRowSchema>;

/** `GET /api/admin/catalogue/books` and the export's filters (`AdminBookListQuery`). */
export const bookListQuerySchema = object({
  q: text().max(100, M.searchTooLong).default(''),
  category_id: optionalWholeNumber(M.idInvalid, 1, 2_147_483_647),
  stock_status: oneOfOrEmpty(STOCK_STATUSES, M.stockStatusInvalid),
  language: oneOfOrEmpty(BOOK_LANGUAGE_CODES as readonly string[], M.languageInvalid),
  no_cover: flag().default(false),
  withdrawn: oneOfOrEmpty<AdminWithdrawnFilter>(ADMIN_WITHDRAWN_FILTERS, M.withdrawnInvalid).default(
    'exclude',
  ),
  after: optionalWholeNumber(M.idInvalid, 1, 2_147_483_647),
  limit: wholeNumberOr(M.limitInvalid, 1, ADMIN_BOOK_LIST_MAX, ADMIN_BOOK_LIST_SIZE),
});
/** The catalogue desk's book list filters and paging. */
export type BookListQueryValues = InferType<typeof bookListQuerySchema>;

/** `PATCH /api/admin/catalogue/categories/{id}` (`AdminCategoryPatch`). */
export const categoryPatchSchema = object({
  name: text()
    .max(80, M.nameTooLong)
    .test('name', M.nameRequired, (value) => value !== ''),
  // Empty clears the Urdu name, so it is allowed where the English name is not.
  name_ur: text().max(80, M.nameTooLong),
  hidden: flag().optional(),
  parent_id: optionalWholeNumber(M.idInvalid, 1, 2_147_483_647),
  position: optionalWholeNumber(M.positionInvalid, 0, 100_000),
});
/** A category renamed, moved, reordered or hidden. */
export type CategoryPatchValues = InferType<typeof categoryPatchSchema>;

/** `POST` and `PUT /api/admin/catalogue/home/banners` (`AdminHomeBannerInput`). */
export const homeBannerSchema = object({
  title: text().required(M.bannerTitleRequired).max(80, M.bannerTitleTooLong),
  text: textArea().required(M.bannerTextRequired).max(300, M.bannerTextTooLong),
  cta: text().required(M.ctaRequired).max(40, M.ctaTooLong),
  href: text().required(M.hrefInvalid).max(300, M.hrefInvalid).matches(SHOP_PATH, M.hrefInvalid),
  art: mixed<HomeBannerArt>()
    .oneOf([...HOME_BANNER_ARTS], M.artInvalid)
    .required(M.artInvalid),
  hidden: flag().default(false),
  position: optionalWholeNumber(M.positionInvalid, 0, 100_000),
});
/** A home page banner as staff set it. */
export type HomeBannerValues = InferType<typeof homeBannerSchema>;

/** `POST` and `PUT /api/admin/catalogue/home/rows` (`AdminHomeRowInput`). */
export const homeRowSchema = object({
  title: text().required(M.rowTitleRequired).max(80, M.rowTitleTooLong),
  // Empty clears the Urdu title (the Urdu pages then show the English one); absent keeps it.
  title_ur: text().max(80, M.rowTitleTooLong),
  source: mixed<HomeRowSource>()
    .oneOf([...HOME_ROW_SOURCES], M.sourceInvalid)
    .required(M.sourceInvalid),
  language: text()
    .default('')
    .when('source', ([source], schema) =>
      source === 'language'
        ? schema.required(M.rowLanguageRequired).oneOf(BOOK_LANGUAGE_CODES, M.languageInvalid)
        : schema,
    ),
  category_id: optionalWholeNumber(M.idInvalid, 1, 2_147_483_647).when('source', ([source], schema) =>
    source === 'category' ? schema.required(M.rowCategoryRequired) : schema,
  ),
  book_ids: array(wholeNumber(M.idInvalid, 1, 2_147_483_647).required())
    .default([])
    .max(48, M.rowBooksTooMany)
    .when('source', ([source], schema) => (source === 'picked' ? schema.min(1, M.rowBooksRequired) : schema)),
  hidden: flag().default(false),
  position: optionalWholeNumber(M.positionInvalid, 0, 100_000),
});
/** A home page row of books as staff set it. */
export type HomeRowValues = InferType<typeof homeRowSchema>;

/** `POST` and `PUT /api/admin/catalogue/card-rules` (`AdminCardRuleInput`): the rules `cli bin-rules add` checks. */
export const cardRuleSchema = object({
  bank_name: text().required(M.bankNameRequired).max(80, M.bankNameTooLong),
  bin: text()
    .required(M.binInvalid)
    .matches(/^\d{6,8}$/, M.binInvalid),
  discount_type: mixed<'percentage' | 'value'>()
    .oneOf(['percentage', 'value'], M.discountTypeInvalid)
    .required(M.discountTypeInvalid),
  discount_value: wholeNumber(M.discountValueInvalid, 1, BOOK_PRICE_MAX)
    .required(M.discountValueInvalid)
    .when('discount_type', ([type], schema) =>
      type === 'percentage' ? schema.max(100, M.discountValueInvalid) : schema,
    ),
  discount_limit: wholeNumber(M.discountLimitInvalid, 0, 100_000_000).required(M.discountLimitInvalid),
  rule_enabled: flag().default(true),
});
/** A bank-card discount rule as staff set it. */
export type CardRuleValues = InferType<typeof cardRuleSchema>;

/** `POST /api/admin/catalogue/book-requests/{id}/sourced`. */
export const bookRequestSourcedSchema = object({
  book_id: wholeNumber(M.bookIdRequired, 1, 2_147_483_647).required(M.bookIdRequired),
  reply: textArea().max(2000, M.replyTooLong).default(''),
});

/** `POST /api/admin/catalogue/book-requests/{id}/declined`: the reply is what the shopper reads. */
export const bookRequestDeclinedSchema = object({
  reply: textArea().required(M.replyRequired).max(2000, M.replyTooLong),
});

const page = () => wholeNumberOr(M.pageInvalid, 1, 100_000, 1);
const perPage = () => wholeNumberOr(M.perPageInvalid, 1, ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE);

/** `GET /api/admin/catalogue/book-requests`. */
export const bookRequestsQuerySchema = object({
  status: oneOfOrEmpty<AdminBookRequestStatus>(
    ['new', 'found', 'not_found', 'closed'],
    M.requestStatusInvalid,
  ),
  q: text().max(100, M.searchTooLong).default(''),
  page: page(),
  per_page: perPage(),
});

/** `GET /api/admin/catalogue/gift-cards`. */
export const giftCardsQuerySchema = object({
  state: oneOfOrEmpty<AdminGiftCardState>(
    ['pending', 'declined', 'active', 'redeemed', 'void'],
    M.giftCardStateInvalid,
  ),
  q: text().max(100, M.searchTooLong).default(''),
  page: page(),
  per_page: perPage(),
});

/** `POST /api/admin/catalogue/gift-cards/{id}/void`. */
export const giftCardVoidSchema = object({
  reason: textArea().required(M.reasonRequired).max(500, M.reasonTooLong),
});
