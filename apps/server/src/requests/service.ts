import type { Language } from '@bookshop/i18n';
import { readBookRequest } from './book-request-input.js';
import type { BookRequestsRepository } from './repository.js';

export const BOOK_REQUEST_THANKS =
  'Thank you! We have your request and will e-mail you when we find the book.';

export function createBookRequestsService(repo: BookRequestsRepository) {
  return {
    /** `language` is the page's the request was made from: the shop's answer is written in it. */
    async submit(body: unknown, language: Language = 'en') {
      const input = readBookRequest(body);
      const saved = await repo.create({ ...input, language });
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
