import { type AdminBookRequest, type AdminBookRequestsResponse, CATALOGUE_MESSAGES } from '@bookshop/domain';
import type { Language } from '@bookshop/i18n';
import {
  bookRequestDeclinedSchema,
  bookRequestSourcedSchema,
  bookRequestsQuerySchema,
} from '@bookshop/validation';
import { and, eq } from 'drizzle-orm';
import { validateBody } from '../../../accounts/validate-body.js';
import type { Database } from '../../../db/client.js';
import { bookRequests, books } from '../../../db/schema/index.js';
import { HttpError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { createOutboxRepository, type Mail } from '../../../mail/repository.js';
import { createAuditRepository } from '../../audit/repository.js';
import type { StaffContext } from '../../orders/service.js';
import { bookFoundMail, bookRequestDeclinedMail } from './book-request-mails.js';
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
    mail: (request: AdminBookRequest, bookTitle: string | null, language: Language) => Mail,
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
      // The answer is written in the language the shopper asked in (recorded with the request).
      const [asked] = await tx
        .select({ language: bookRequests.language })
        .from(bookRequests)
        .where(eq(bookRequests.id, id));
      await createOutboxRepository(tx).insert(mail(after, bookTitle, asked?.language ?? 'en'));
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
      return answered(
        id,
        ctx,
        { status: 'found', bookId: values.book_id, reply },
        (request, bookTitle, language) =>
          bookFoundMail(
            request,
            { id: values.book_id, title: bookTitle ?? request.title },
            reply,
            deps.publicUrl,
            language,
          ),
      );
    },

    async declined(id: number, body: unknown, ctx: StaffContext): Promise<AdminBookRequest> {
      const values = validateBody(bookRequestDeclinedSchema, body);
      const reply = values.reply ?? '';
      return answered(
        id,
        ctx,
        { status: 'not_found', bookId: null, reply },
        (request, _bookTitle, language) => bookRequestDeclinedMail(request, reply, deps.publicUrl, language),
      );
    },
  };
}

export type DeskBookRequestsService = ReturnType<typeof createDeskBookRequestsService>;
