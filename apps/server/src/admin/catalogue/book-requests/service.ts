import {
  type AdminBookRequest,
  type AdminBookRequestsResponse,
  CATALOGUE_MESSAGES,
  SITE_PATHS,
} from '@bookshop/domain';
import {
  bookRequestDeclinedSchema,
  bookRequestSourcedSchema,
  bookRequestsQuerySchema,
} from '@bookshop/validation';
import { and, eq } from 'drizzle-orm';
import { validateBody } from '../../../accounts/validate-body.js';
import type { Database } from '../../../db/client.js';
import { books } from '../../../db/schema/index.js';
import { HttpError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { createOutboxRepository } from '../../../mail/repository.js';
import { createAuditRepository } from '../../audit/repository.js';
import type { StaffContext } from '../../orders/service.js';
import { createDeskBookRequestsRepository } from './repository.js';

/**
 * Book requests from `/request`: listed, then marked sourced (the book linked, the shopper
 * e-mailed its page) or declined (the shopper e-mailed the reply). The answer, its e-mail and its
 * audit entry are one transaction; a request answered already is a 409.
 */
export function createDeskBookRequestsService(deps: {
  db: Database;
  publicUrl: string;
  deliverMail: () => void;
}) {
  const { db } = deps;

  async function answered(
    id: number,
    ctx: StaffContext,
    answer: { status: 'found' | 'not_found'; bookId: number | null; reply: string | null },
    mail: (request: AdminBookRequest, bookTitle: string | null) => { subject: string; body: string },
  ): Promise<AdminBookRequest> {
    const result = await db.transaction(async (tx) => {
      const repo = createDeskBookRequestsRepository(tx);
      const before = await repo.find(id);
      if (!before) throw new NotFoundError(CATALOGUE_MESSAGES.bookRequestNotFound);
      let bookTitle: string | null = null;
      if (answer.bookId !== null) {
        const [book] = await tx
          .select({ title: books.title })
          .from(books)
          .where(and(eq(books.id, answer.bookId), eq(books.withdrawn, false)));
        if (!book) throw new ValidationError({ book_id: [CATALOGUE_MESSAGES.bookNotFound] });
        bookTitle = book.title;
      }
      if (!(await repo.answer(id, { ...answer, staffId: ctx.staff.staff.id }))) {
        throw new HttpError(409, CATALOGUE_MESSAGES.bookRequestAnswered);
      }
      const after = await repo.find(id);
      if (!after) throw new NotFoundError(CATALOGUE_MESSAGES.bookRequestNotFound);
      await createOutboxRepository(tx).insert({ to: after.email, ...mail(after, bookTitle) });
      await createAuditRepository(tx).append({
        actor: { staffId: ctx.staff.staff.id },
        action: answer.status === 'found' ? 'book_request.sourced' : 'book_request.declined',
        target: { type: 'book_request', id },
        before: { status: before.status },
        after: { status: after.status, book_id: answer.bookId, reply: answer.reply },
        address: ctx.address,
      });
      return after;
    });
    deps.deliverMail();
    return result;
  }

  return {
    async list(query: unknown): Promise<AdminBookRequestsResponse['data']> {
      const q = validateBody(bookRequestsQuerySchema, query);
      const { requests, total, counts } = await createDeskBookRequestsRepository(db).list(
        { status: q.status, q: q.q ?? '' },
        { limit: q.per_page, offset: (q.page - 1) * q.per_page },
      );
      return { requests, counts, page: q.page, per_page: q.per_page, total };
    },

    async sourced(id: number, body: unknown, ctx: StaffContext): Promise<AdminBookRequest> {
      const values = validateBody(bookRequestSourcedSchema, body);
      const reply = values.reply || null;
      return answered(id, ctx, { status: 'found', bookId: values.book_id, reply }, (request, bookTitle) => {
        const link = new URL(SITE_PATHS.book.href(values.book_id), deps.publicUrl).toString();
        return {
          subject: `We found your book: ${bookTitle ?? request.title}`,
          body: [
            `Dear ${request.name},`,
            '',
            `You asked us for "${request.title}". We have it now: "${bookTitle ?? request.title}".`,
            ...(reply ? ['', reply] : []),
            '',
            `Order it here: ${link}`,
          ].join('\n'),
        };
      });
    },

    async declined(id: number, body: unknown, ctx: StaffContext): Promise<AdminBookRequest> {
      const values = validateBody(bookRequestDeclinedSchema, body);
      const reply = values.reply ?? '';
      return answered(id, ctx, { status: 'not_found', bookId: null, reply }, (request) => ({
        subject: `About your book request: ${request.title}`,
        body: [`Dear ${request.name},`, '', `You asked us for "${request.title}".`, '', reply].join('\n'),
      }));
    },
  };
}

export type DeskBookRequestsService = ReturnType<typeof createDeskBookRequestsService>;
