import { type AdminHomeLayoutResponse, CATALOGUE_MESSAGES, type HomeBannerArt } from '@bookshop/domain';
import { homeBannerSchema, homeRowSchema } from '@bookshop/validation';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../accounts/repository.js';
import { validateBody } from '../../../accounts/validate-body.js';
import type { Database } from '../../../db/client.js';
import { books, categories } from '../../../db/schema/index.js';
import { NotFoundError, ValidationError } from '../../../lib/errors.js';
import { createHomeLayoutRepository, type NewRow } from '../../../listings/home-layout-repository.js';
import { createAuditRepository } from '../../audit/repository.js';
import type { StaffContext } from '../../orders/service.js';

type Layout = AdminHomeLayoutResponse['data'];

/**
 * The home page's banners and rows, chosen by staff. Each change is one transaction with its audit
 * entry; the tables' triggers announce it, so the storefront's home answer follows at once.
 */
export function createHomeDeskService(deps: { db: Database }) {
  const { db } = deps;

  async function layout(tx: Executor = db): Promise<Layout> {
    const repo = createHomeLayoutRepository(tx);
    return { banners: await repo.banners(), rows: await repo.rows() };
  }

  function audit(
    tx: Executor,
    ctx: StaffContext,
    action: Parameters<ReturnType<typeof createAuditRepository>['append']>[0]['action'],
    type: 'home_banner' | 'home_row',
    id: number,
    before: unknown,
    after: unknown,
  ) {
    return createAuditRepository(tx).append({
      actor: { staffId: ctx.staff.staff.id },
      action,
      target: { type, id },
      before,
      after,
      address: ctx.address,
    });
  }

  function bannerOf(body: unknown) {
    const values = validateBody(homeBannerSchema, body);
    return {
      banner: {
        title: values.title ?? '',
        text: values.text ?? '',
        cta: values.cta ?? '',
        href: values.href ?? '/',
        art: values.art as HomeBannerArt,
        hidden: values.hidden,
      },
      position: values.position,
    };
  }

  /** A row's values, checked against the catalogue: the category and the picked books exist. */
  async function rowOf(tx: Executor, body: unknown): Promise<{ row: NewRow; position: number | undefined }> {
    const values = validateBody(homeRowSchema, body);
    const source = values.source;
    const categoryId = source === 'category' ? (values.category_id ?? null) : null;
    const bookIds = source === 'picked' ? [...new Set(values.book_ids)] : [];
    if (categoryId !== null) {
      const [found] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, categoryId));
      if (!found) throw new ValidationError({ category_id: [CATALOGUE_MESSAGES.categoryNotFound] });
    }
    if (bookIds.length > 0) {
      const found = await tx.select({ id: books.id }).from(books).where(inArray(books.id, bookIds));
      if (found.length !== bookIds.length)
        throw new ValidationError({ book_ids: [CATALOGUE_MESSAGES.bookNotFound] });
    }
    return {
      row: {
        title: values.title ?? '',
        ...(values.title_ur !== undefined ? { title_ur: values.title_ur || null } : {}),
        source,
        language: source === 'language' ? values.language || 'en' : null,
        category_id: categoryId,
        book_ids: bookIds,
        hidden: values.hidden,
      },
      position: values.position,
    };
  }

  return {
    layout: () => layout(),

    async addBanner(body: unknown, ctx: StaffContext): Promise<Layout> {
      const { banner, position } = bannerOf(body);
      return db.transaction(async (tx) => {
        const repo = createHomeLayoutRepository(tx);
        const id = await repo.addBanner(banner, position);
        await audit(tx, ctx, 'home_banner.created', 'home_banner', id, null, await repo.banner(id));
        return layout(tx);
      });
    },

    async updateBanner(id: number, body: unknown, ctx: StaffContext): Promise<Layout> {
      const { banner, position } = bannerOf(body);
      return db.transaction(async (tx) => {
        const repo = createHomeLayoutRepository(tx);
        const before = await repo.banner(id);
        if (!before) throw new NotFoundError(CATALOGUE_MESSAGES.bannerNotFound);
        await repo.updateBanner(id, banner, position);
        await audit(tx, ctx, 'home_banner.updated', 'home_banner', id, before, await repo.banner(id));
        return layout(tx);
      });
    },

    async removeBanner(id: number, ctx: StaffContext): Promise<Layout> {
      return db.transaction(async (tx) => {
        const repo = createHomeLayoutRepository(tx);
        const before = await repo.banner(id);
        if (!before) throw new NotFoundError(CATALOGUE_MESSAGES.bannerNotFound);
        await repo.removeBanner(id);
        await audit(tx, ctx, 'home_banner.removed', 'home_banner', id, before, null);
        return layout(tx);
      });
    },

    async addRow(body: unknown, ctx: StaffContext): Promise<Layout> {
      return db.transaction(async (tx) => {
        const { row, position } = await rowOf(tx, body);
        const repo = createHomeLayoutRepository(tx);
        const id = await repo.addRow(row, position);
        await audit(tx, ctx, 'home_row.created', 'home_row', id, null, await repo.row(id));
        return layout(tx);
      });
    },

    async updateRow(id: number, body: unknown, ctx: StaffContext): Promise<Layout> {
      return db.transaction(async (tx) => {
        const repo = createHomeLayoutRepository(tx);
        const before = await repo.row(id);
        if (!before) throw new NotFoundError(CATALOGUE_MESSAGES.rowNotFound);
        const { row, position } = await rowOf(tx, body);
        await repo.updateRow(id, row, position);
        await audit(tx, ctx, 'home_row.updated', 'home_row', id, before, await repo.row(id));
        return layout(tx);
      });
    },

    async removeRow(id: number, ctx: StaffContext): Promise<Layout> {
      return db.transaction(async (tx) => {
        const repo = createHomeLayoutRepository(tx);
        const before = await repo.row(id);
        if (!before) throw new NotFoundError(CATALOGUE_MESSAGES.rowNotFound);
        await repo.removeRow(id);
        await audit(tx, ctx, 'home_row.removed', 'home_row', id, before, null);
        return layout(tx);
      });
    },
  };
}

export type HomeDeskService = ReturnType<typeof createHomeDeskService>;
