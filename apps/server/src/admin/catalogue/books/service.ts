import { randomBytes } from 'node:crypto';
import {
  type AdminBook,
  type AdminBookListResponse,
  type AdminBookRow,
  type AdminStockRequest,
  CATALOGUE_MESSAGES,
  readIsbn,
} from '@bookshop/domain';
import {
  type BookFormValues,
  type BookListQueryValues,
  bookFormSchema,
  CATALOGUE_FORM_MESSAGES,
  type StockPatchValues,
  stockPatchSchema,
} from '@bookshop/validation';
import { validateBody } from '../../../accounts/validate-body.js';
import type { CatalogRecord } from '../../../catalog/catalog-record.js';
import { writeRecords } from '../../../catalog/catalog-writer.js';
import { setStockIn } from '../../../catalog/set-stock.js';
import type { Database } from '../../../db/client.js';
import { NotFoundError, ValidationError } from '../../../lib/errors.js';
import { createAuditRepository } from '../../audit/repository.js';
import type { StaffContext } from '../../orders/service.js';
import { type CatalogueBooksRepository, createCatalogueBooksRepository } from './repository.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where books added on the desk come from, for the catalogue writer's (source, id) key. */
export const DESK_SOURCE = 'desk';

/** A fresh picname for a book added on the desk (its cover file name): letters, digits and dashes. */
export function newPicname(prefix = 'bk'): string {
  return `${prefix}-${randomBytes(9)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')}`;
}

/** What the audit log keeps of a book: its figures and names, not its long description. */
function auditView(book: AdminBook | AdminBookRow | null) {
  if (!book) return null;
  return {
    title: book.title,
    authors: book.authors,
    isbn13: book.isbn13,
    language: book.language,
    price: book.price,
    discount_percent: book.discount_percent,
    stock: book.stock,
    stock_status: book.stock_status,
    withdrawn: book.withdrawn,
    ...('categories' in book ? { categories: book.categories.map((c) => c.id) } : {}),
  };
}

export interface CatalogueBooksDeps {
  db: Database;
  /** Starts delivering what was written to the outbox (back-in-stock e-mails), after the commit. */
  deliverMail: () => void;
}

/**
 * The desk's books. Every write runs in one transaction with its audit entry, through the tables
 * and the catalogue writer the storefront reads from: the database announces the change
 * (catalog_changes, search_changes), so the read cache, the search index and rendered pages follow.
 */
export function createCatalogueBooksService(deps: CatalogueBooksDeps) {
  const { db } = deps;
  const reader = createCatalogueBooksRepository(db);

  /** The checks only the database can answer: categories that are leaves, an ISBN nobody else has. */
  async function checkAgainstCatalogue(
    repo: CatalogueBooksRepository,
    values: BookFormValues,
    selfId: number | null,
  ): Promise<{ slugs: Map<string, number>; isbns: { isbn13: string; isbn10: string | null } | null }> {
    const errors: Record<string, string[]> = {};
    const slugs = await repo.leafSlugs(values.category_ids);
    if (!slugs) errors.category_ids = [CATALOGUE_MESSAGES.categoryUnknown];
    const isbns = values.isbn ? readIsbn(values.isbn) : null;
    if (values.isbn && !isbns) errors.isbn = [CATALOGUE_FORM_MESSAGES.isbnInvalid];
    if (isbns) {
      const holder = await repo.isbnHolder(isbns, selfId);
      if (holder) errors.isbn = [CATALOGUE_MESSAGES.isbnTaken(holder.title, holder.id)];
    }
    if (Object.keys(errors).length > 0 || !slugs) throw new ValidationError(errors);
    return { slugs, isbns };
  }

  function recordOf(
    values: BookFormValues,
    key: { source: string; sourceId: string; picname: string },
    isbns: { isbn13: string; isbn10: string | null } | null,
    slugs: Map<string, number>,
  ): CatalogRecord {
    return {
      ...key,
      kind: values.kind ?? 'book',
      title: values.title ?? '',
      authors: (values.authors ?? []).filter((a): a is string => typeof a === 'string' && a !== ''),
      isbn10: isbns?.isbn10 ?? null,
      isbn13: isbns?.isbn13 ?? null,
      publisher: values.publisher || null,
      year: values.year ?? null,
      language: values.language,
      pages: values.pages ?? null,
      description: values.description || null,
      price: values.price,
      discountPercent: values.discount_percent,
      stock: values.stock,
      stockStatus: values.stock_status,
      categorySlugs: [...slugs.keys()],
    };
  }

  /** Writes the book's stock (answering notify-me requests when it rises from zero) and its desk fields. */
  async function writeStockAndDeskFields(tx: Tx, id: number, values: BookFormValues): Promise<number> {
    const stock = await setStockIn(tx, id, values.stock, values.stock_status);
    await createCatalogueBooksRepository(tx).setDeskFields(id, {
      withdrawn: values.withdrawn,
      dispatchDate: values.dispatch_date || null,
    });
    return stock?.backInStockMails ?? 0;
  }

  async function mustFind(repo: CatalogueBooksRepository, id: number): Promise<AdminBook> {
    const book = await repo.find(id);
    if (!book) throw new NotFoundError(CATALOGUE_MESSAGES.bookNotFound);
    return book;
  }

  return {
    async list(query: BookListQueryValues): Promise<AdminBookListResponse['data']> {
      const { rows, more, total, capped } = await reader.list(
        {
          q: query.q ?? '',
          categoryId: query.category_id,
          stockStatus: query.stock_status,
          language: query.language,
          noCover: query.no_cover,
          withdrawn: query.withdrawn,
        },
        { after: query.after, limit: query.limit },
      );
      return {
        books: rows,
        next_after: more ? (rows[rows.length - 1]?.id ?? null) : null,
        total,
        total_capped: capped,
        limit: query.limit,
      };
    },

    async get(id: number): Promise<AdminBook> {
      return mustFind(reader, id);
    },

    async stockRequests(id: number): Promise<{ requests: AdminStockRequest[]; open: number }> {
      await mustFind(reader, id);
      const requests = await reader.stockRequests(id);
      return { requests, open: requests.filter((r) => r.notified_at === null).length };
    },

    /** Adds a book (the shared book schema, then the catalogue's own checks); audited. */
    async create(body: unknown, ctx: StaffContext): Promise<AdminBook> {
      const values = validateBody(bookFormSchema, body);
      const book = await db.transaction(async (tx) => {
        const repo = createCatalogueBooksRepository(tx);
        const { slugs, isbns } = await checkAgainstCatalogue(repo, values, null);
        const key = { source: DESK_SOURCE, sourceId: newPicname('desk'), picname: newPicname() };
        await writeRecords(tx, [recordOf(values, key, isbns, slugs)], slugs);
        const id = await repo.idOf(key.source, key.sourceId);
        if (id === null) throw new Error('the catalogue writer wrote no book');
        await writeStockAndDeskFields(tx, id, values);
        const created = await mustFind(repo, id);
        await createAuditRepository(tx).append({
          actor: { staffId: ctx.staff.staff.id },
          action: 'book.created',
          target: { type: 'book', id },
          after: auditView(created),
          address: ctx.address,
        });
        return created;
      });
      deps.deliverMail();
      return book;
    },

    /** Replaces a book with the form's values (the whole book); audited with before and after. */
    async update(id: number, body: unknown, ctx: StaffContext): Promise<AdminBook> {
      const values = validateBody(bookFormSchema, body);
      const book = await db.transaction(async (tx) => {
        const repo = createCatalogueBooksRepository(tx);
        const key = await repo.writerKeyOf(id);
        if (!key) throw new NotFoundError(CATALOGUE_MESSAGES.bookNotFound);
        const before = await mustFind(repo, id);
        const { slugs, isbns } = await checkAgainstCatalogue(repo, values, id);
        await writeRecords(tx, [recordOf(values, key, isbns, slugs)], slugs);
        await writeStockAndDeskFields(tx, id, values);
        const after = await mustFind(repo, id);
        await createAuditRepository(tx).append({
          actor: { staffId: ctx.staff.staff.id },
          action: 'book.updated',
          target: { type: 'book', id },
          before: auditView(before),
          after: auditView(after),
          address: ctx.address,
        });
        return after;
      });
      deps.deliverMail();
      return book;
    },

    /**
     * The list's edit in place: any of stock, stock state, price, own discount, withdrawn. Stock
     * goes through setStockIn (as `cli set-stock`): raised from zero, it e-mails the shoppers
     * waiting for the book. Audited with before and after.
     */
    async patchStock(
      id: number,
      body: unknown,
      ctx: StaffContext,
    ): Promise<{ book: AdminBookRow; back_in_stock_mails: number }> {
      const values: StockPatchValues = validateBody(stockPatchSchema, body);
      const answer = await db.transaction(async (tx) => {
        const repo = createCatalogueBooksRepository(tx);
        const key = await repo.writerKeyOf(id);
        const before = key ? await repo.findRow(id) : null;
        if (!before) throw new NotFoundError(CATALOGUE_MESSAGES.bookNotFound);
        const stock = values.stock ?? before.stock;
        const status = values.stock_status ?? (values.stock === undefined ? before.stock_status : undefined);
        if (status === 'available' && stock === 0) {
          throw new ValidationError({ stock_status: [CATALOGUE_FORM_MESSAGES.availableWithoutStock] });
        }
        let mails = 0;
        if (values.stock !== undefined || values.stock_status !== undefined) {
          mails = (await setStockIn(tx, id, stock, status))?.backInStockMails ?? 0;
        }
        await repo.setFigures(id, {
          price: values.price,
          discountPercent: values.discount_percent,
          withdrawn: values.withdrawn,
        });
        const after = await repo.findRow(id);
        if (!after) throw new NotFoundError(CATALOGUE_MESSAGES.bookNotFound);
        await createAuditRepository(tx).append({
          actor: { staffId: ctx.staff.staff.id },
          action: 'book.stock_changed',
          target: { type: 'book', id },
          before: auditView(before),
          after: { ...auditView(after), back_in_stock_mails: mails },
          address: ctx.address,
        });
        return { book: after, back_in_stock_mails: mails };
      });
      if (answer.back_in_stock_mails > 0) deps.deliverMail();
      return answer;
    },
  };
}

export type CatalogueBooksService = ReturnType<typeof createCatalogueBooksService>;
