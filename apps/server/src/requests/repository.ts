import type { Language } from '@bookshop/i18n';
import type { Database } from '../db/client.js';
import { bookRequests } from '../db/schema/index.js';
import type { BookRequestInput } from './book-request-input.js';

export function createBookRequestsRepository(db: Database) {
  return {
    async create(input: BookRequestInput & { language: Language }): Promise<{ id: number; createdAt: Date }> {
      const [row] = await db
        .insert(bookRequests)
        .values(input)
        .returning({ id: bookRequests.id, createdAt: bookRequests.createdAt });
      if (!row) throw new Error('insert into book_requests returned no row');
      return row;
    },
  };
}

export type BookRequestsRepository = ReturnType<typeof createBookRequestsRepository>;
