import { readBookRequest } from './book-request-input.js';
import type { BookRequestsRepository } from './repository.js';

export const BOOK_REQUEST_THANKS =
  'Thank you! We have your request and will e-mail you when we find the book.';

export function createBookRequestsService(repo: BookRequestsRepository) {
  return {
    async submit(body: unknown) {
      const input = readBookRequest(body);
      const saved = await repo.create(input);
      return {
        request: {
          id: saved.id,
          title: input.title,
          author: input.author,
          createdAt: saved.createdAt.toISOString(),
        },
        message: BOOK_REQUEST_THANKS,
      };
    },
  };
}

export type BookRequestsService = ReturnType<typeof createBookRequestsService>;
