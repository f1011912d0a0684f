import type {
  AdminHomeBanner,
  AdminHomeRow,
  HomeBanner,
  HomeBannerArt,
  HomeRowSource,
  HomeSectionKey,
} from '@bookshop/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { homeBanners, homeRows } from '../db/schema/index.js';

type BannerRow = typeof homeBanners.$inferSelect;
type RowRow = typeof homeRows.$inferSelect;

function toBanner(row: BannerRow): AdminHomeBanner {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    cta: row.cta,
    href: row.href,
    art: row.art as HomeBannerArt,
    position: row.position,
    hidden: row.hidden,
  };
}

function toRow(row: RowRow): AdminHomeRow {
  return {
    id: row.id,
    title: row.title,
    title_ur: row.titleUr,
    source: row.source as HomeRowSource,
    language: row.language,
    category_id: row.categoryId,
    book_ids: row.bookIds,
    position: row.position,
    hidden: row.hidden,
    key: (row.builtinKey as HomeSectionKey | null) ?? `row-${row.id}`,
  };
}

/** A banner or row as the desk writes it (position handled by {@link createHomeLayoutRepository}). */
export type NewBanner = Omit<AdminHomeBanner, 'id' | 'position'>;
export type NewRow = Pick<
  AdminHomeRow,
  'title' | 'source' | 'language' | 'category_id' | 'book_ids' | 'hidden'
> & {
  /** Null clears the Urdu title; absent keeps it (a desk that predates it does not wipe it). */
  title_ur?: string | null;
};

/**
 * The home page as data (migration 0020): the banners and rows staff chose on the catalogue desk.
 * The storefront reads the shown ones in order; the desk reads and writes them all. Every write
 * is announced on catalog_changes by the tables' triggers, so the cached home page follows.
 */
/** A home row as the admin sent it, in the table's columns (the same for adding and editing). */
function rowColumns(row: NewRow) {
  return {
    title: row.title,
    ...(row.title_ur !== undefined ? { titleUr: row.title_ur } : {}),
    source: row.source,
    language: row.language,
    categoryId: row.category_id,
    bookIds: [...row.book_ids],
    hidden: row.hidden,
  };
}

export function createHomeLayoutRepository(db: Executor) {
  /** Puts `id` at `position` among the others (0-based; past the end is last) and numbers them all again. */
  async function place(
    table: typeof homeBanners | typeof homeRows,
    id: number,
    position: number | undefined,
  ) {
    const others = await db
      .select({ id: table.id })
      .from(table)
      .where(ne(table.id, id))
      .orderBy(asc(table.position), asc(table.id));
    const order = others.map((o) => o.id);
    order.splice(Math.min(position ?? order.length, order.length), 0, id);
    for (const [index, each] of order.entries()) {
      await db
        .update(table)
        .set({ position: index })
        .where(and(eq(table.id, each), ne(table.position, index)));
    }
  }

  return {
    async shownBanners(): Promise<HomeBanner[]> {
      const rows = await db
        .select()
        .from(homeBanners)
        .where(eq(homeBanners.hidden, false))
        .orderBy(asc(homeBanners.position), asc(homeBanners.id));
      return rows.map(({ id, title, text, cta, href, art }) => ({
        id,
        title,
        text,
        cta,
        href,
        art: art as HomeBannerArt,
      }));
    },

    async shownRows(): Promise<AdminHomeRow[]> {
      const rows = await db
        .select()
        .from(homeRows)
        .where(eq(homeRows.hidden, false))
        .orderBy(asc(homeRows.position), asc(homeRows.id));
      return rows.map(toRow);
    },

    async banners(): Promise<AdminHomeBanner[]> {
      return (
        await db.select().from(homeBanners).orderBy(asc(homeBanners.position), asc(homeBanners.id))
      ).map(toBanner);
    },

    async rows(): Promise<AdminHomeRow[]> {
      return (await db.select().from(homeRows).orderBy(asc(homeRows.position), asc(homeRows.id))).map(toRow);
    },

    async banner(id: number): Promise<AdminHomeBanner | null> {
      const [row] = await db.select().from(homeBanners).where(eq(homeBanners.id, id));
      return row ? toBanner(row) : null;
    },

    async row(id: number): Promise<AdminHomeRow | null> {
      const [row] = await db.select().from(homeRows).where(eq(homeRows.id, id));
      return row ? toRow(row) : null;
    },

    async addBanner(banner: NewBanner, position?: number): Promise<number> {
      const [row] = await db
        .insert(homeBanners)
        .values({ ...banner, position: 1_000_000 })
        .returning({ id: homeBanners.id });
      if (!row) throw new Error('inserting a banner returned no row');
      await place(homeBanners, row.id, position);
      return row.id;
    },

    async updateBanner(id: number, banner: NewBanner, position?: number): Promise<void> {
      await db
        .update(homeBanners)
        .set({ ...banner, updatedAt: sql`now()` })
        .where(eq(homeBanners.id, id));
      if (position !== undefined) await place(homeBanners, id, position);
    },

    async removeBanner(id: number): Promise<void> {
      await db.delete(homeBanners).where(eq(homeBanners.id, id));
    },

    async addRow(row: NewRow, position?: number): Promise<number> {
      const [inserted] = await db
        .insert(homeRows)
        .values({ ...rowColumns(row), position: 1_000_000 })
        .returning({ id: homeRows.id });
      if (!inserted) throw new Error('inserting a home row returned no row');
      await place(homeRows, inserted.id, position);
      return inserted.id;
    },

    async updateRow(id: number, row: NewRow, position?: number): Promise<void> {
      await db
        .update(homeRows)
        .set({ ...rowColumns(row), updatedAt: sql`now()` })
        .where(eq(homeRows.id, id));
      if (position !== undefined) await place(homeRows, id, position);
    },

    async removeRow(id: number): Promise<void> {
      await db.delete(homeRows).where(eq(homeRows.id, id));
    },
  };
}

export type HomeLayoutRepository = ReturnType<typeof createHomeLayoutRepository>;
