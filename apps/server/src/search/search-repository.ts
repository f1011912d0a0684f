import {
  type BookSummary,
  PRICE_BANDS,
  type PriceBand,
  SEARCH_FACETS,
  type SearchFacetName,
  type SearchFacets,
  type SearchFacetValue,
  type SearchSort,
  STOCK_LABELS,
  STOCK_STATUSES,
  type StockStatus,
} from '@bookshop/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type SummarySqlRow, sellingPriceSql, summaryFromRow } from '../books/summary-sql.js';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';
import { FACET_VALUES, LANGUAGE_NAMES } from './catalogue-facets.js';
import type { LatinVocabulary } from './roman-urdu.js';
import { searchVersionSql } from './search-changes.js';
import type { FacetFilters, ParsedSearch } from './search-params.js';
import { prefixEnd, readSearchQuery, type SearchQuery, wordQuery } from './search-query.js';
import { foldSearchText, searchWords } from './search-text.js';

/** What one query finds: a page of books, the total and the facets (page and size are the caller's). */
export interface SearchMatches {
  books: BookSummary[];
  /** Every match, or the count limit when more matched (totalExact false). */
  total: number;
  totalExact: boolean;
  facets: SearchFacets;
  /** Facets counted among the first matches only, as more matched than the count limit. */
  approximateFacets: SearchFacetName[];
  /**
   * The search_changes log's last number when the matches were read: the in-memory catalogue
   * index (whose words the keyword was read with) was current if it was read at this number.
   */
  version: number;
}

/** Conditions a listing (not a search) applies on top of the search filters. */
export interface ListingScope {
  /** Only books available with stock on hand. */
  inStock?: boolean;
  /** Only items whose own discount is at least this many percent. */
  minDiscount?: number;
}

const FACET_KEYS = SEARCH_FACETS;
type FacetKey = (typeof FACET_KEYS)[number];

/**
 * Words of a free-text field as prefixes (or their Roman Urdu search words), each held to one
 * weight class of the search vector.
 */
function weightedPrefixes(text: string | null, weight: 'A' | 'B' | 'C', known?: LatinVocabulary): string[] {
  if (text === null) return [];
  return searchWords(foldSearchText(text)).map((w) => wordQuery(w, true, weight, known));
}

/** Ids of a category and every category below it, as an int[] computed once per query. */
function categorySubtree(categoryId: number): SQL {
  return sql`array(
    with recursive sub as (
      select id from categories where id = ${categoryId}
      union all
      select c.id from categories c join sub on c.parent_id = sub.id
    ) select id from sub)`;
}

/**
 * For a bounded walk: the subtree's books read into an array once, so the primary key returns
 * those ids in order and the walk stops after the first thousand; as a semi-join the planner
 * walked the catalogue in id order looking for them (it cannot know how few they are: 27k rows
 * at 100k titles for a category of 3.6k). The array holds every book of the subtree, so a
 * top-level group costs more this way; facets offer the leaves.
 */
function inSubtreeArray(categoryId: number): SQL {
  return sql`b.id = any(array(select bc.book_id from book_categories bc where bc.category_id = any(${categorySubtree(categoryId)})))`;
}

/**
 * For a walk over every match (listings): an uncorrelated IN, so the subtree and its books are
 * found once (a hashed semi-join), not once per book as a correlated EXISTS would.
 */
function inSubtreeSemiJoin(categoryId: number): SQL {
  return sql`b.id in (select bc.book_id from book_categories bc where bc.category_id = any(${categorySubtree(categoryId)}))`;
}

function priceBandCondition(band: PriceBand): SQL {
  return band.max === null
    ? sql`${sellingPriceSql} >= ${band.min}`
    : sql`${sellingPriceSql} >= ${band.min} and ${sellingPriceSql} < ${band.max}`;
}

const priceBandCase = sql.raw(
  `case ${PRICE_BANDS.map((b, i) =>
    b.max === null ? `when m.selling >= ${b.min} then ${i}` : `when m.selling < ${b.max} then ${i}`,
  ).join(' ')} end`,
);

function facetConditions(f: FacetFilters, bounded: boolean): Record<FacetKey, SQL | null> {
  return {
    category:
      f.category === null ? null : bounded ? inSubtreeArray(f.category) : inSubtreeSemiJoin(f.category),
    author: f.author === null ? null : sql`${f.author} = any(b.authors)`,
    publisher: f.publisher === null ? null : sql`b.publisher = ${f.publisher}`,
    language: f.language === null ? null : sql`b.language = ${f.language}`,
    price: f.price === null ? null : priceBandCondition(f.price),
    availability: f.availability === null ? null : sql`b.stock_status = ${f.availability}`,
  };
}

function orderBy(sort: SearchSort, hasText: boolean): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`m.selling asc, m.id asc`;
    case 'price_desc':
      return sql`m.selling desc, m.id asc`;
    case 'newest':
      return sql`m.year desc nulls last, m.id desc`;
    case 'discount_desc':
      return sql`m.discount desc, m.selling asc, m.id asc`;
    default:
      // Without search words there is nothing to rank by: catalogue order it is.
      return hasText ? sql`m.rank desc, m.id asc` : sql`m.id asc`;
  }
}

/**
 * Categories shoppers see: not hidden, and nothing above them hidden (as the menu shows them), so
 * a facet never offers a category whose page is a 404.
 */
const visibleCategories = sql`with recursive v as (
    select id from categories where parent_id is null and not hidden
    union all
    select c.id from categories c join v on c.parent_id = v.id where not c.hidden
  ) select id from v`;

/** A book as a results page lists it (SummarySqlRow), read from `b`. */
const summaryJson = sql`json_build_object(
  'Book_Id', b.id, 'BOOK_TITLE', b.title, 'authors', b.authors, 'PAK_PRICE', b.price,
  'Discount', b.discount_percent, 'bookStatus', b.stock_status, 'picname', b.picname, 'kind', b.kind
)`;

/**
 * The orders a shopper can choose besides relevance, read from the books table itself: past the
 * count limit the page is taken from every match in that order, so "cheapest first" is the
 * cheapest of all matches, not of the first thousand.
 */
function orderOfBooks(sort: Exclude<SearchSort, 'relevance'>): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`${sellingPriceSql} asc, b.id asc`;
    case 'price_desc':
      return sql`${sellingPriceSql} desc, b.id asc`;
    case 'newest':
      return sql`b.year desc nulls last, b.id desc`;
    case 'discount_desc':
      return sql`b.discount_percent desc, ${sellingPriceSql} asc, b.id asc`;
  }
}

/**
 * How relevant a book `b` is to the words: 1 when its title starts with the text as typed, plus
 * the database's ts_rank of its search vector (title words weigh most, then authors, publisher).
 */
function relevanceSql(keyword: SearchQuery | null, tsquery: string): SQL {
  const startsWithTitle =
    keyword && keyword.text !== ''
      ? sql`(case when b.search_title ~>=~ ${keyword.text} and b.search_title ~<~ ${keyword.textEnd} then 1 else 0 end)`
      : sql`0`;
  return sql`${startsWithTitle} + ts_rank(b.search_vector, to_tsquery('simple', ${tsquery}))`;
}

function andAll(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

export function createSearchRepository(db: Database) {
  /**
   * One round trip: the shown books are gathered once (materialized), and so, for each facet the
   * shopper chose a value of, are the books all filters but that facet's let in; the page, the
   * total and every facet are read from those sets. Each facet counts with the other facets'
   * filters applied but not its own, so a shopper sees the alternatives to what they picked.
   * With a count limit each set stops one past it, so a search costs about the same whatever
   * the number of matches.
   */
  async function find(
    params: ParsedSearch,
    options: {
      tsquery?: string | null;
      facets: boolean;
      scope?: ListingScope;
      /** The catalogue's Latin words, which keep their meaning in Roman Urdu search (roman-urdu.ts). */
      known?: LatinVocabulary;
      /**
       * Most matches counted, ranked and paged through; past it the total is this limit, not
       * exact (the results page). Without it every match is (category listings).
       */
      countLimit?: number;
    },
  ): Promise<SearchMatches> {
    const keyword = params.keyword === null ? null : readSearchQuery(params.keyword, options.known);
    const keywordTsquery = options.tsquery !== undefined ? options.tsquery : (keyword?.prefixTsquery ?? null);
    const fieldPrefixes = [
      ...weightedPrefixes(params.titleText, 'A', options.known),
      ...weightedPrefixes(params.authorText, 'B', options.known),
      ...weightedPrefixes(params.publisherText, 'C', options.known),
    ];
    const tsquery = [keywordTsquery, ...fieldPrefixes].filter((t) => t !== null && t !== '').join(' & ');

    // Books withdrawn from sale (the catalogue desk) are found by no storefront search or listing.
    const base: SQL[] = [sql`not b.withdrawn`];
    if (keyword !== null && keyword.text === '' && !keyword.isbn) {
      // A keyword of punctuation only matches nothing rather than everything.
      base.push(sql`false`);
    } else if (keyword?.isbn && keyword.isbnEnd && keywordTsquery === keyword.prefixTsquery) {
      // A keyword that reads as an ISBN also matches books by the start of their ISBN.
      const isbnMatch = sql`((b.isbn13 ~>=~ ${keyword.isbn} and b.isbn13 ~<~ ${keyword.isbnEnd})
        or (b.isbn10 ~>=~ ${keyword.isbn} and b.isbn10 ~<~ ${keyword.isbnEnd}))`;
      const fields =
        fieldPrefixes.length > 0
          ? sql` and b.search_vector @@ to_tsquery('simple', ${fieldPrefixes.join(' & ')})`
          : sql``;
      base.push(
        keywordTsquery
          ? sql`((b.search_vector @@ to_tsquery('simple', ${keywordTsquery}) or ${isbnMatch})${fields})`
          : sql`(${isbnMatch}${fields})`,
      );
    } else if (tsquery !== '') {
      base.push(sql`b.search_vector @@ to_tsquery('simple', ${tsquery})`);
    }
    if (params.isbn !== null) {
      const end = prefixEnd(params.isbn);
      base.push(sql`((b.isbn13 ~>=~ ${params.isbn} and b.isbn13 ~<~ ${end})
        or (b.isbn10 ~>=~ ${params.isbn} and b.isbn10 ~<~ ${end}))`);
    }
    if (params.minPrice !== null) base.push(sql`${sellingPriceSql} >= ${params.minPrice}`);
    if (params.maxPrice !== null) base.push(sql`${sellingPriceSql} <= ${params.maxPrice}`);
    if (options.scope?.inStock) base.push(sql`b.stock_status = 'available' and b.stock > 0`);
    if (options.scope?.minDiscount !== undefined)
      base.push(sql`b.discount_percent >= ${options.scope.minDiscount}`);

    const hasText = tsquery !== '';
    const rank = hasText ? relevanceSql(keyword, tsquery) : sql`0`;

    const limit = options.countLimit ?? null;
    const conditions = facetConditions(params, limit !== null);
    const chosen = FACET_KEYS.filter((k) => conditions[k] !== null);
    const filtersExcept = (except: FacetKey | null) =>
      chosen.filter((k) => k !== except).map((k) => conditions[k] as SQL);
    // The titles a facet counts among: the shown ones, or, for a facet the shopper chose a value
    // of, the ones its own filter would let in too (so its alternatives keep their counts).
    const setOf = (k: FacetKey): string => (conditions[k] === null ? 'shown' : `but_${k}`);

    // Bounded walk: each set of titles is read in catalogue order and stops one past the limit.
    // Past it the answer says "more than the limit" instead of walking every match, which for a
    // common word is most of the catalogue (the planner walks the primary key and stops early
    // when matches are dense, and reads the text index then sorts the few ids when they are not).
    const walk = (name: string, filters: SQL[], columns: SQL) => {
      const ids = sql.raw(`ids_${name}`);
      const m = sql.raw(`m_${name}`);
      const where = andAll([...base, ...filters]);
      // Without a limit (listings) every match is read anyway: in one pass.
      if (limit === null)
        return sql`${m} as materialized (select b.id, ${columns} from books b where ${where}),
          ${ids} as (select id from ${m})`;
      return sql`
        ${ids} as materialized (
          select b.id from books b where ${where} order by b.id limit ${limit + 1}
        ),
        ${m} as materialized (
          select b.id, ${columns} from books b
          where b.id in (select id from ${ids} order by id limit ${limit})
        )`;
    };
    // What each facet reads of a book; the shown set reads them all, and the rank only when it
    // orders by it (ts_rank reads the whole search vector of every book it ranks).
    const facetColumn: Record<FacetKey, SQL> = {
      category: sql`null as category`,
      author: sql`b.authors`,
      publisher: sql`b.publisher`,
      language: sql`b.language`,
      price: sql`${sellingPriceSql} as selling`,
      availability: sql`b.stock_status`,
    };
    const ranked = hasText && params.sort === 'relevance';
    const shownColumns = sql`b.year, b.language, b.publisher, b.authors, b.stock_status,
      b.discount_percent as discount, ${sellingPriceSql} as selling, ${ranked ? rank : sql`0`} as rank`;
    const sets = [
      walk('shown', filtersExcept(null), shownColumns),
      ...(options.facets ? chosen.map((k) => walk(`but_${k}`, filtersExcept(k), facetColumn[k])) : []),
    ];
    const from = (k: FacetKey) => sql.raw(`m_${setOf(k)}`);

    const offset = (params.page - 1) * params.perPage;
    const facetSql = options.facets
      ? sql`,
        (select coalesce(json_agg(x), '[]') from (
          select c.id::text as value, c.name as label, n.count
          from (
            select bc.category_id, count(*)::int as count
            -- An index lookup per counted book: a join would hash the whole table first.
            from book_categories bc where bc.book_id = any(array(select id from ${from('category')}))
            group by bc.category_id
          ) n join categories c on c.id = n.category_id
          where c.id in (select id from visible_categories)
          order by n.count desc, c.name limit ${FACET_VALUES}) x) as category,
        (select coalesce(json_agg(x), '[]') from (
          select a.name as value, a.name as label, count(*)::int as count
          from ${from('author')} m cross join unnest(m.authors) as a(name)
          group by a.name order by count(*) desc, a.name limit ${FACET_VALUES}) x) as author,
        (select coalesce(json_agg(x), '[]') from (
          select m.publisher as value, m.publisher as label, count(*)::int as count
          from ${from('publisher')} m where m.publisher is not null
          group by m.publisher order by count(*) desc, m.publisher limit ${FACET_VALUES}) x) as publisher,
        (select coalesce(json_agg(x), '[]') from (
          select m.language as value, count(*)::int as count
          from ${from('language')} m
          group by m.language order by count(*) desc, m.language) x) as language,
        (select coalesce(json_agg(x), '[]') from (
          select ${priceBandCase} as band, count(*)::int as count
          from ${from('price')} m
          group by 1 order by 1) x) as price,
        (select coalesce(json_agg(x), '[]') from (
          select m.stock_status as value, count(*)::int as count
          from ${from('availability')} m
          group by m.stock_status) x) as availability,
        ${
          limit === null
            ? sql`'[]'::json`
            : sql`(select coalesce(json_agg(x.k), '[]') from (${sql.join(
                FACET_KEYS.map(
                  (k) =>
                    sql`select ${k}::text as k where (select count(*) from ${sql.raw(`ids_${setOf(k)}`)}) > ${limit}`,
                ),
                sql` union all `,
              )}) x)`
        } as approximate`
      : sql``;

    const [row] = await queryRows<{
      version: number;
      total: number;
      books: SummarySqlRow[];
      category?: SearchFacetValue[];
      author?: SearchFacetValue[];
      publisher?: SearchFacetValue[];
      language?: { value: string; count: number }[];
      price?: { band: number; count: number }[];
      availability?: { value: string; count: number }[];
      approximate?: FacetKey[];
    }>(
      db,
      sql`
        with ${sql.join(sets, sql`,`)},
        visible_categories as materialized (${visibleCategories}),
        page as (
          select m.id, row_number() over (order by ${orderBy(params.sort, hasText)}) as n
          from m_shown m order by n limit ${params.perPage} offset ${offset}
        )
        select
          ${searchVersionSql} as version,
          (select count(*)::int from ids_shown) as total,
          (select coalesce(json_agg(${summaryJson} order by p.n), '[]')
           from page p join books b on b.id = p.id) as books
          ${facetSql}`,
    );
    if (!row) return noMatches(0);
    const counted = Number(row.total);
    let books = row.books;
    if (limit !== null && counted > limit && params.sort !== 'relevance') {
      // More matched than were counted: a chosen order (price, newest, discount) is taken over
      // every match, as a shopper sorting expects; relevance stays among the counted ones, where
      // ranking every match is what the limit saves.
      const [page] = await queryRows<{ books: SummarySqlRow[] }>(
        db,
        sql`select coalesce(json_agg(${summaryJson} order by p.n), '[]') as books
            from (select b.id, row_number() over (order by ${orderOfBooks(params.sort)}) as n
                  from books b where ${andAll([...base, ...filtersExcept(null)])}
                  order by ${orderOfBooks(params.sort)} limit ${params.perPage} offset ${offset}) p
            join books b on b.id = p.id`,
      );
      books = page?.books ?? [];
    }
    return {
      version: Number(row.version),
      books: books.map(summaryFromRow),
      total: limit === null ? counted : Math.min(counted, limit),
      totalExact: limit === null || counted <= limit,
      approximateFacets: options.facets ? (row.approximate ?? []) : [],
      facets: options.facets
        ? {
            category: row.category ?? [],
            author: row.author ?? [],
            publisher: row.publisher ?? [],
            language: (row.language ?? []).map((l) => ({
              value: l.value,
              label: LANGUAGE_NAMES[l.value] ?? l.value,
              count: l.count,
            })),
            price: (row.price ?? []).flatMap((p) => {
              const band = PRICE_BANDS[p.band];
              return band ? [{ value: band.key, label: band.label, count: p.count }] : [];
            }),
            availability: (row.availability ?? [])
              .map((a) => ({
                value: a.value,
                label: STOCK_LABELS[a.value as StockStatus] ?? a.value,
                count: a.count,
              }))
              .sort((x, y) => STATUS_ORDER.indexOf(x.value) - STATUS_ORDER.indexOf(y.value)),
          }
        : emptyFacets(),
    };
  }

  /**
   * The books of one results page found in memory (search-service.ts), in the order given, with
   * the log number read in the same statement.
   */
  async function pageOf(ids: readonly number[]): Promise<{ version: number; books: BookSummary[] }> {
    const [row] = await queryRows<{ version: number; books: SummarySqlRow[] }>(
      db,
      sql`select ${searchVersionSql} as version,
        (select coalesce(json_agg(${summaryJson} order by u.n), '[]')
         from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as u(id, n)
         join books b on b.id = u.id) as books`,
    );
    return { version: Number(row?.version ?? 0), books: (row?.books ?? []).map(summaryFromRow) };
  }

  /**
   * How relevant each book is to a search's words, as `find` ranks them (relevanceSql): pairs of
   * id and rank, for the ranks kept in memory (rank-cache.ts).
   */
  async function ranksOf(
    ids: readonly number[],
    keyword: SearchQuery,
    tsquery: string,
  ): Promise<Array<[number, number]>> {
    const rank = relevanceSql(keyword, tsquery);
    const [row] = await queryRows<{ ranks: Array<[number, number]> | null }>(
      db,
      sql`select json_agg(json_build_array(b.id, ${rank})) as ranks
        from books b where b.id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    return row?.ranks ?? [];
  }

  return { find, pageOf, ranksOf };
}

const STATUS_ORDER: readonly string[] = STOCK_STATUSES;

function emptyFacets(): SearchFacets {
  return { category: [], author: [], publisher: [], language: [], price: [], availability: [] };
}

/**
 * What a search whose words no book holds finds, as the statement would answer it: no books, and
 * every facet counted over nothing. `version`: the change-log number it was known at.
 */
export function noMatches(version: number): SearchMatches {
  return { books: [], total: 0, totalExact: true, facets: emptyFacets(), approximateFacets: [], version };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
