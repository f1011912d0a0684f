import type { Book } from '@bookshop/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderInApp, sessionOf } from '../../test/app-test-utils';
import { BookPage } from './book-page';

const book: Book = {
  Book_Id: 7,
  BOOK_TITLE: 'Moth Smoke',
  authorName: 'Mohsin Hamid',
  authors: ['Mohsin Hamid'],
  BOOK_ISBN: '9780141046198',
  isbn: '0141046198',
  publisher: 'Penguin',
  year: 2000,
  language: 'en',
  pages: 256,
  description: 'A novel of Lahore.',
  PAK_PRICE: 1200,
  Discount: 10,
  stock: 2,
  bookStatus: 'available',
  picname: 'moth-smoke',
  kind: 'book',
  categoryIds: [3],
};

function renderBook(shown: Book) {
  fakeServer({ 'GET /api/books/7': { body: { data: { book: shown } } } });
  renderInApp({
    path: '/book/7',
    state: { session: sessionOf('guest') },
    routes: [{ path: '/book/:bookId', element: <BookPage /> }],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BookPage stock words', () => {
  it('says how few copies are left beside the stock state', async () => {
    renderBook(book);
    expect(await screen.findByText('Only 2 left')).toBeVisible();
    expect(screen.getByText('Available')).toBeVisible();
  });

  it('says nothing of the count when plenty are on the shelf', async () => {
    renderBook({ ...book, stock: 40 });
    await screen.findByRole('heading', { level: 1, name: 'Moth Smoke' });
    expect(screen.queryByText(/left$/)).toBeNull();
  });

  it('shows when a pre-order book leaves the shop', async () => {
    renderBook({
      ...book,
      stock: 0,
      bookStatus: 'pre_order',
      dispatch: { from: '2026-12-10', to: '2026-12-10', source: 'book', words: 'Dispatched on Thu 10 Dec' },
    });
    expect(await screen.findByText('Dispatched on Thu 10 Dec')).toBeVisible();
    expect(screen.queryByText(/left$/)).toBeNull();
  });
});
