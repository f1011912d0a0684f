import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.js';
import { categories } from './catalog.js';
import { staffAccounts } from './staff.js';

/**
 * Covers uploaded on the catalogue desk (migration 0020), every served width, in the database so
 * every replica serves them and a backup holds them. Keyed by picname, which each upload changes.
 */
export const bookCoverImages = pgTable(
  'book_cover_images',
  {
    picname: text('picname').notNull(),
    width: integer('width').notNull(),
    image: bytea('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'book_cover_images_pk', columns: [t.picname, t.width] }),
    check('book_cover_images_width_check', sql`${t.width} between 16 and 2000`),
  ],
);

/** Bank logos uploaded with a card rule (WebP), served at `/images/bank-logos/<key>.webp`. */
export const bankLogoImages = pgTable(
  'bank_logo_images',
  {
    key: text('key').primaryKey(),
    image: bytea('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('bank_logo_images_key_check', sql`${t.key} ~ '^[a-z0-9-]{1,80}$'`)],
);

/** The home page's banners, chosen by staff. */
export const homeBanners = pgTable(
  'home_banners',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    cta: text('cta').notNull(),
    href: text('href').notNull(),
    art: text('art').notNull(),
    position: integer('position').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('home_banners_art_check', sql`${t.art} in ('urdu', 'school', 'deals')`),
    check('home_banners_href_check', sql`${t.href} ~ '^/[^/\\\\]' or ${t.href} = '/'`),
  ],
);

/** The home page's rows of books, chosen by staff. */
export const homeRows = pgTable(
  'home_rows',
  {
    id: serial('id').primaryKey(),
    /** The four rows the home page had before keep their keys (new, popular, high-discounts, urdu). */
    builtinKey: text('builtin_key'),
    title: text('title').notNull(),
    /** The title on the Urdu pages (migration 0024); null shows `title` there too. */
    titleUr: text('title_ur'),
    source: text('source').notNull(),
    language: text('language'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    bookIds: integer('book_ids').array().notNull().default(sql`'{}'::integer[]`),
    position: integer('position').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('home_rows_builtin_key').on(t.builtinKey),
    check(
      'home_rows_source_check',
      sql`${t.source} in ('new', 'popular', 'high-discounts', 'language', 'category', 'picked')`,
    ),
    check('home_rows_language_check', sql`(${t.source} = 'language') = (${t.language} is not null)`),
    check('home_rows_books_check', sql`cardinality(${t.bookIds}) <= 48`),
  ],
);

/** Catalogue imports started from the browser: where each is, readable by any replica. */
export const catalogueImportJobs = pgTable(
  'catalogue_import_jobs',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    fileName: text('file_name').notNull(),
    state: text('state').notNull().default('queued'),
    rowsExpected: integer('rows_expected').notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    report: jsonb('report'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'catalogue_import_jobs_state_check',
      sql`${t.state} in ('queued', 'reading', 'writing', 'done', 'failed')`,
    ),
  ],
);
