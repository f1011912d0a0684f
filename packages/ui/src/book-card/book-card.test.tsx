import type { BookSummary } from '@bookshop/domain';
import { formatMessage, formatRupees } from '@bookshop/i18n/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { discountedBook, fullPriceBook, stationeryItem } from '../fixtures/books';
import { MessagesProvider } from '../i18n';
import { BookCard } from './book-card';

describe('BookCard', () => {
  it('shows the discounted price, the struck original and the discount', () => {
    render(<BookCard book={discountedBook} />);
    expect(screen.getByRole('article', { name: 'The Reluctant Fundamentalist' })).toBeInTheDocument();
    expect(screen.getByText('Rs. 900')).toBeInTheDocument();
    const original = screen.getByText('Rs. 1,000');
    expect(original.tagName).toBe('DEL');
    expect(screen.getByText('10% off')).toBeInTheDocument();
    expect(screen.getByText('Mohsin Hamid')).toBeInTheDocument();
  });

  it('links the title to the book page', () => {
    render(<BookCard book={discountedBook} />);
    expect(screen.getByRole('link', { name: 'The Reluctant Fundamentalist' })).toHaveAttribute(
      'href',
      '/book/1',
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'The Reluctant Fundamentalist' }),
    ).toBeInTheDocument();
  });

  it('shows a full price without anything struck through', () => {
    render(<BookCard book={fullPriceBook} headingLevel={2} />);
    expect(screen.getByText('Rs. 1,495')).toBeInTheDocument();
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
    expect(document.querySelector('del')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Ice Candy Man');
  });

  it('rounds as the cart does', () => {
    render(<BookCard book={{ ...fullPriceBook, PAK_PRICE: 1499, Discount: 15 }} />);
    // 1499 * 15% = 224.85, rounded to 225 off.
    expect(screen.getByText('Rs. 1,274')).toBeInTheDocument();
  });

  it('says so when an item has no price', () => {
    render(<BookCard book={{ ...fullPriceBook, PAK_PRICE: 0, Discount: 10 }} />);
    expect(screen.getByText('Price on request')).toBeInTheDocument();
    expect(screen.queryByText(/Rs\./)).not.toBeInTheDocument();
  });

  it.each([
    ['available', 'Available'],
    ['out_of_stock', 'Out of stock'],
    ['pre_order', 'Pre-order'],
    ['on_demand', 'On demand'],
  ] as const)('labels stock state %s as %s', (status, label) => {
    render(<BookCard book={{ ...fullPriceBook, bookStatus: status }} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('leaves the author line out when there is none (stationery)', () => {
    render(<BookCard book={stationeryItem} />);
    const card = screen.getByRole('article', { name: 'A5 Dotted Notebook, 120 pages' });
    expect(card.querySelector('.bk-book-card__author')).toBeNull();
  });

  it('loads the cover from the image base and falls back to the placeholder, then to a drawn cover', () => {
    const book: BookSummary = { ...discountedBook, picname: 'reluctant fundamentalist' };
    render(<BookCard book={book} imageBaseUrl="https://cdn.example.pk/images/" />);
    const cover = screen.getByRole('img', { name: 'Cover of The Reluctant Fundamentalist' });
    expect(cover).toHaveAttribute('src', 'https://cdn.example.pk/images/reluctant%20fundamentalist.webp');

    fireEvent.error(cover);
    expect(screen.getByRole('img', { name: 'Cover of The Reluctant Fundamentalist' })).toHaveAttribute(
      'src',
      '/images/placeholder.webp',
    );

    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('.bk-book-card__cover-fallback')).toHaveTextContent(
      'The Reluctant Fundamentalist',
    );
  });

  it('lazy-loads the cover at 2:3 unless told it is on screen, and offers the given widths until it fails', () => {
    const { rerender } = render(<BookCard book={fullPriceBook} />);
    const lazy = screen.getByRole('img');
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).toHaveAttribute('width', '320');
    expect(lazy).toHaveAttribute('height', '480');
    expect(lazy).not.toHaveAttribute('fetchpriority');
    expect(lazy).not.toHaveAttribute('srcset');

    rerender(
      <BookCard
        book={fullPriceBook}
        coverSrcSet="/c/160.webp 160w, /c/320.webp 320w"
        coverSizes="45vw"
        coverLoading="eager"
        coverFetchPriority="high"
      />,
    );
    const eager = screen.getByRole('img');
    expect(eager).toHaveAttribute('loading', 'eager');
    expect(eager).toHaveAttribute('fetchpriority', 'high');
    expect(eager).toHaveAttribute('srcset', '/c/160.webp 160w, /c/320.webp 320w');
    expect(eager).toHaveAttribute('sizes', '45vw');

    fireEvent.error(eager);
    const placeholder = screen.getByRole('img');
    expect(placeholder).toHaveAttribute('src', '/images/placeholder.webp');
    expect(placeholder).not.toHaveAttribute('srcset');
  });

  it('uses /images by default and renders actions given by the container', () => {
    render(<BookCard book={fullPriceBook} actions={<button type="button">Add to cart</button>} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/ice-candy-man.webp');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });
});

describe('BookCard in Urdu', () => {
  const inUrdu = (book: BookSummary) =>
    render(
      <MessagesProvider language="ur">
        <BookCard book={book} />
      </MessagesProvider>,
    );

  it('words the price, the discount, the stock and the cover in Urdu, amounts left to right', () => {
    inUrdu(discountedBook);
    expect(screen.getByText(formatRupees('ur', 900))).toBeInTheDocument();
    expect(screen.getByText(formatRupees('ur', 1000)).tagName).toBe('DEL');
    const discount = formatMessage('ur', 'catalog.price.percentOff', { percent: 10 });
    expect(discount).toBe('\u206610%\u2069 رعایت');
    expect(screen.getByText(discount)).toBeInTheDocument();
    expect(screen.getByText(formatMessage('ur', 'catalog.stock.available'))).toBeInTheDocument();
    expect(
      screen.getByAltText(
        formatMessage('ur', 'catalog.bookCard.coverAlt', { title: discountedBook.BOOK_TITLE }),
      ),
    ).toBeInTheDocument();
    // The book's own data stays as it is.
    expect(screen.getByRole('link', { name: discountedBook.BOOK_TITLE })).toBeInTheDocument();
    expect(screen.queryByText(/off|Available/)).not.toBeInTheDocument();
  });

  it('says in Urdu that a price is on request', () => {
    inUrdu({ ...fullPriceBook, PAK_PRICE: 0 });
    expect(screen.getByText(formatMessage('ur', 'catalog.price.onRequest'))).toBeInTheDocument();
  });
});
