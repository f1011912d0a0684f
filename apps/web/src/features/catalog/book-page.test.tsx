import type { Book } from '@bookshop/domain';
import { formatMessage, formatRupees, rupees } from '@bookshop/i18n';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderGuestPage, renderInApp, sessionOf } from '../../test/app-test-utils';
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
  renderGuestPage({
    answers: { 'GET /api/books/7': { body: { data: { book: shown } } } },
    path: '/book/7',
    pattern: '/book/:bookId',
    page: <BookPage />,
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

describe('BookPage in Urdu', () => {
  function renderInUrdu(shown: Book) {
    fakeServer({ 'GET /api/books/7': { body: { data: { book: shown } } } });
    renderInApp({
      path: '/book/7',
      language: 'ur',
      state: { session: sessionOf('guest') },
      routes: [{ path: '/book/:bookId', element: <BookPage /> }],
    });
  }

  it('words prices, discount, stock, details and buttons in Urdu, and keeps the book data as it is', async () => {
    renderInUrdu(book);
    expect(await screen.findByRole('heading', { level: 1, name: 'Moth Smoke' })).toBeInTheDocument();
    expect(screen.getByText(formatRupees('ur', 1080))).toBeInTheDocument();
    expect(screen.getByText(formatRupees('ur', 1200)).tagName).toBe('DEL');
    expect(
      screen.getByText(formatMessage('ur', 'catalog.price.percentOff', { percent: 10 })),
    ).toBeInTheDocument();
    expect(
      screen.getByText(formatMessage('ur', 'catalog.price.youSave', { amount: rupees(120) })),
    ).toHaveTextContent(`آپ کی بچت ${formatRupees('ur', 120)}`);
    expect(screen.getByText(formatMessage('ur', 'catalog.stock.available'))).toBeVisible();
    expect(screen.getByText(formatMessage('ur', 'catalog.stock.onlyLeft', { count: 2 }))).toBeVisible();
    expect(
      screen.getByRole('button', { name: formatMessage('ur', 'catalog.actions.addToCart') }),
    ).toBeInTheDocument();
    expect(screen.getByText(formatMessage('ur', 'catalog.book.isbn13'))).toBeInTheDocument();
    // The ISBN reads left to right inside the Urdu page.
    expect(screen.getByText('9780141046198').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(
      screen.getByText(formatMessage('ur', 'catalog.book.languageName', { code: 'en' })),
    ).toHaveTextContent('انگریزی');
    expect(screen.getByText('A novel of Lahore.')).toBeInTheDocument();
    expect(screen.queryByText(/Available|Only 2 left|Details|Add to Cart/)).toBeNull();
  });

  it('says when a pre-order book leaves the shop in Urdu', async () => {
    renderInUrdu({
      ...book,
      stock: 0,
      bookStatus: 'pre_order',
      dispatch: { from: '2026-12-10', to: '2026-12-10', source: 'book', words: 'Dispatched on Thu 10 Dec' },
    });
    expect(await screen.findByText('جمعرات، 10 دسمبر کو روانہ ہو گی')).toBeVisible();
    expect(
      screen.getByRole('button', { name: formatMessage('ur', 'catalog.actions.preOrder') }),
    ).toBeInTheDocument();
  });
});
