import { CART_MESSAGES, type NotifyMeResponse, SITE_PATHS, type StockStatus } from '@bookshop/domain';
import { type Language, pathInLanguage } from '@bookshop/i18n';
import { notifyMeRequestSchema } from '@bookshop/validation';
import { eq } from 'drizzle-orm';
import { canonicalEmail } from '../accounts/repository.js';
import { validateBody } from '../accounts/validate-body.js';
import type { Database } from '../db/client.js';
import { books } from '../db/schema/index.js';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import { createBackInStockRepository } from './repository.js';

/** Said when someone asks to hear about a book that is on the shelf already. */
export const ALREADY_IN_STOCK = 'This book is in stock now: you can order it straight away.';

/** Takes notify-me requests for books that have no stock on hand. */
export function createBackInStockService({ db, publicUrl }: { db: Database; publicUrl: string }) {
  const requests = createBackInStockRepository(db);
  return {
    /** `language` is the page's the shopper asked from: the notice e-mail and its link are in it. */
    async request(body: unknown, language: Language = 'en'): Promise<NotifyMeResponse> {
      const input = validateBody(notifyMeRequestSchema, body);
      const bookId = Number(input.bookId);
      if (!Number.isSafeInteger(bookId) || bookId > 2_147_483_647) {
        throw new ValidationError({ bookId: ['Invalid book id'] });
      }
      const [book] = await db.select({ stock: books.stock }).from(books).where(eq(books.id, bookId));
      if (!book) throw new NotFoundError(CART_MESSAGES.bookNotFound);
      // An open request for a book with stock would wait for the next sell-out and restock.
      if (book.stock > 0) throw new ValidationError({ bookId: [ALREADY_IN_STOCK] });
      await requests.request({
        bookId,
        email: canonicalEmail(input.email),
        status: input.status as StockStatus,
        bookUrl: new URL(pathInLanguage(language, SITE_PATHS.book.href(bookId)), publicUrl).toString(),
        language,
      });
      return { success: true, message: CART_MESSAGES.notifyThanks };
    },
  };
}

export type BackInStockService = ReturnType<typeof createBackInStockService>;
