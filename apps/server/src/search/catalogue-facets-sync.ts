import { sql } from 'drizzle-orm';
import { sellingPriceSql } from '../books/summary-sql.js';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';
import { type BookFacets, CatalogueFacets, type CategoryNode } from './catalogue-facets.js';
import { forEveryBook } from './every-book.js';
import { changedBooksSince, logNumber } from './search-changes.js';

/** The log names the category tree (names, parents, hiding) as this book id, which no book has. */
export const CATEGORY_TREE_CHANGED = 0;

/** More changed books than this are caught up by reading every book. */
const WHOLE_LOAD_ABOVE = 5000;

/** Separates a book's authors in the text they are read as (no name holds it). */
const UNIT_SEPARATOR = '\u001f';

interface FacetRow {
  id: number;
  selling: number;
  discount: number;
  year: number | null;
  status: string;
  withdrawn: boolean;
  language: string;
  publisher: string | null;
  /** Names joined by UNIT_SEPARATOR: text columns parse far quicker than arrays on PGlite. */
  authors: string;
  categories: string | null;
}

const facetColumns = sql`b.id, ${sellingPriceSql} as selling, b.discount_percent as discount, b.year,
  b.stock_status as status, b.withdrawn, b.language, b.publisher,
  array_to_string(b.authors, ${UNIT_SEPARATOR}) as authors,
  (select string_agg(bc.category_id::text, ',') from book_categories bc where bc.book_id = b.id) as categories`;

function bookOf(row: FacetRow): BookFacets {
  return {
    id: Number(row.id),
    selling: Number(row.selling),
    discount: Number(row.discount),
    year: row.year === null ? null : Number(row.year),
    status: row.status,
    withdrawn: row.withdrawn,
    language: row.language,
    publisher: row.publisher,
    authors: row.authors === '' ? [] : row.authors.split(UNIT_SEPARATOR),
    categories: row.categories === null ? [] : row.categories.split(',').map(Number),
  };
}

/**
 * The in-memory facet values of this process (catalogue-facets.ts), kept in step with the
 * database through the search_changes log as the catalogue index is (catalogue-index-sync.ts):
 * every search statement returns the log's last number, and when it differs from the one the
 * facets were read at, the books named since are read again and the search runs again. So a
 * price, a sale, a withdrawal or a category change made anywhere is seen by the next search.
 */
export class SyncedCatalogueFacets {
  private held = new CatalogueFacets();
  /** The log number the facets reflect; -1 before the first load. */
  private version = -1;
  private syncing: Promise<void> | null = null;

  constructor(private readonly db: Database) {}

  /** The facets as last read (a whole load replaces them when complete). */
  get facets(): CatalogueFacets {
    return this.held;
  }

  get loadedVersion(): number {
    return this.version;
  }

  /** Loaded, and current at least as of the log number `seen`. */
  async ensure(seen = -1): Promise<void> {
    if (this.version >= 0 && seen <= this.version) return;
    if (!this.syncing) {
      this.syncing = (this.version < 0 ? this.loadWhole() : this.catchUp()).finally(() => {
        this.syncing = null;
      });
    }
    await this.syncing;
  }

  private async readCategories(into: CatalogueFacets): Promise<void> {
    const nodes = await queryRows<{ id: number; parent_id: number | null; name: string; hidden: boolean }>(
      this.db,
      sql`select id, parent_id, name, hidden from categories`,
    );
    into.setCategories(
      nodes.map(
        (n): CategoryNode => ({
          id: Number(n.id),
          parentId: n.parent_id === null ? null : Number(n.parent_id),
          name: n.name,
          hidden: n.hidden,
        }),
      ),
    );
  }

  private async catchUp(): Promise<void> {
    const changed = await changedBooksSince(this.db, this.version, { facets: true, most: WHOLE_LOAD_ABOVE });
    if (changed.books === null) {
      await this.loadWhole();
      return;
    }
    const ids = changed.books.filter((id) => id !== CATEGORY_TREE_CHANGED);
    if (ids.length < changed.books.length) await this.readCategories(this.held);
    if (ids.length > 0) {
      const rows = await queryRows<FacetRow>(
        this.db,
        sql`select ${facetColumns} from books b where b.id = any(${`{${ids.join(',')}}`}::int[])`,
      );
      const present = new Set<number>();
      for (const row of rows) {
        const book = bookOf(row);
        present.add(book.id);
        this.held.set(book);
      }
      for (const id of ids) if (!present.has(id)) this.held.remove(id);
    }
    this.version = changed.last;
  }

  /**
   * Reads every book's facet values, in id order and in batches, and the category tree. The log
   * number is read first: a change committed meanwhile is read again at the next check.
   */
  private async loadWhole(): Promise<void> {
    const version = await logNumber(this.db);
    const loaded = new CatalogueFacets();
    await forEveryBook<FacetRow>(this.db, facetColumns, (row) => loaded.set(bookOf(row)));
    await this.readCategories(loaded);
    this.held = loaded;
    this.version = version;
  }
}
