import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type; drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * The category tree behind the mega-menus. Level 1 is a menu group (Fiction, Children, ...),
 * level 4 holds the leaf categories books are filed under; levels 2 and 3 group them.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    /** Hidden by staff (migration 0020): it and everything below it leave the menus and pages. */
    hidden: boolean('hidden').notNull().default(false),
    /** The category's name on the Urdu pages (migration 0022); null: the English name is shown. */
    nameUr: text('name_ur'),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    index('categories_parent_idx').on(t.parentId),
    check('categories_level_check', sql`${t.level} between 1 and 4`),
  ],
);

/**
 * Everything the shop sells. Stationery and art supplies share the table with books (kind
 * tells them apart) because cart, wish list and orders treat them alike; only books take
 * bank-card discounts.
 */
export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull().default('book'),
    title: text('title').notNull(),
    authors: text('authors').array().notNull().default(sql`'{}'::text[]`),
    isbn10: text('isbn10'),
    isbn13: text('isbn13'),
    publisher: text('publisher'),
    year: integer('year'),
    language: text('language').notNull().default('en'),
    pages: integer('pages'),
    description: text('description'),
    price: integer('price').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    stockStatus: text('stock_status').notNull().default('available'),
    /** An on-demand or pre-order book's own dispatch date, `YYYY-MM-DD` (migration 0019). */
    dispatchDate: date('dispatch_date', { mode: 'string' }),
    picname: text('picname').notNull(),
    /** Where the row came from ('demo', 'goodbooks', ...) and its id there: the import key. */
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Title, authors and publisher folded for search by the catalogue writer
     * (search/search-text.ts). Folding happens in JavaScript so that stored text and queries are
     * folded by the same code whatever the database's locale.
     */
    searchTitle: text('search_title').notNull().default(''),
    searchAuthors: text('search_authors').notNull().default(''),
    searchPublisher: text('search_publisher').notNull().default(''),
    /**
     * Words for prefix matching, weighted A (title), B (authors), C (publisher): ranking prefers
     * title words, and a query can be held to one field (`rowling:*B`). The 'simple'
     * configuration neither stems nor drops stop words: the catalogue mixes English and Urdu, and
     * search matches word prefixes, not stems.
     */
    /** Withdrawn from sale by staff (migration 0020): kept for orders and links, gone from every list. */
    withdrawn: boolean('withdrawn').notNull().default(false),
    /** When staff uploaded the cover (migration 0020); null: the generated cover is shown. */
    coverUploadedAt: timestamp('cover_uploaded_at', { withTimezone: true }),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, search_title), 'A') || setweight(to_tsvector('simple'::regconfig, search_authors), 'B') || setweight(to_tsvector('simple'::regconfig, search_publisher), 'C')`,
      ),
  },
  // The table keeps 15 % of each page free (fillfactor 85, migration 0029, which drizzle's
  // schema cannot say): an order's stock update then touches none of these indexes.
  (t) => [
    uniqueIndex('books_source_key').on(t.source, t.sourceId),
    // GIN's fast-update pending list makes searches scan every row written since the last
    // vacuum; right after an import that is the whole catalogue. Writes pay instead.
    index('books_search_vector_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    // Byte-order btrees: prefix ranges (~>=~ / ~<~) on them work whatever the collation.
    index('books_search_title_prefix_idx').on(t.searchTitle.op('text_pattern_ops')),
    index('books_isbn13_prefix_idx').on(t.isbn13.op('text_pattern_ops')),
    index('books_isbn10_prefix_idx').on(t.isbn10.op('text_pattern_ops')),
    index('books_isbn13_idx').on(t.isbn13),
    index('books_isbn10_idx').on(t.isbn10),
    index('books_picname_idx').on(t.picname),
    index('books_withdrawn_idx').on(t.id).where(sql`${t.withdrawn}`),
    check('books_kind_check', sql`${t.kind} in ('book', 'stationery')`),
    check(
      'books_stock_status_check',
      sql`${t.stockStatus} in ('available', 'out_of_stock', 'pre_order', 'on_demand')`,
    ),
    check('books_price_check', sql`${t.price} >= 0`),
    check('books_discount_check', sql`${t.discountPercent} between 0 and 100`),
    check('books_stock_check', sql`${t.stock} >= 0`),
  ],
);

export const bookCategories = pgTable(
  'book_categories',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.categoryId] }),
    index('book_categories_category_idx').on(t.categoryId),
  ],
);
