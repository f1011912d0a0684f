import type { StockStatus } from '@bookshop/domain';
import type { Language } from '@bookshop/i18n';
import { sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { backInStockRequests } from '../db/schema/index.js';

export interface BackInStockRequest {
  bookId: number;
  /** Lower-cased by the caller, so one mailbox has one request per book. */
  email: string;
  status: StockStatus;
  /** The book page, written into the e-mail (in the shopper's language). */
  bookUrl: string;
  /** The language of the notice e-mail (the page's the shopper asked from). */
  language: Language;
}

/**
 * Notify-me requests. Answering them is not here: the database trigger of migration 0007 writes
 * the e-mails in the statement that raises a book's stock from 0 (see `back_in_stock_notify`).
 */
export function createBackInStockRepository(db: Executor) {
  return {
    /**
     * Stores the request, one per (book, e-mail): asking again while it is open changes nothing;
     * asking again after it was answered opens it again, for the next time the book comes back.
     */
    async request(input: BackInStockRequest): Promise<void> {
      await db
        .insert(backInStockRequests)
        .values(input)
        .onConflictDoUpdate({
          target: [backInStockRequests.bookId, backInStockRequests.email],
          set: {
            status: sql`excluded.status`,
            bookUrl: sql`excluded.book_url`,
            language: sql`excluded.language`,
            createdAt: sql`case when ${backInStockRequests.notifiedAt} is null then ${backInStockRequests.createdAt} else now() end`,
            notifiedAt: sql`null`,
          },
        });
    },
  };
}

export type BackInStockRepository = ReturnType<typeof createBackInStockRepository>;
