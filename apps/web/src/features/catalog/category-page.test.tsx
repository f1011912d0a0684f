import type { BookSummary, ListingPage } from '@bookshop/domain';
import { formatMessage, formatRupees } from '@bookshop/i18n';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderGuestPage } from '../../test/app-test-utils';
import { CategoryPage } from './category-page';

const book: BookSummary = {
  Book_Id: 9,
  BOOK_TITLE: 'Basti',
  authorName: 'Intizar Husain',
  PAK_PRICE: 800,
  Discount: 0,
  bookStatus: 'on_demand',
  picname: 'basti',
  kind: 'book',
};

function listing(total: number, books: BookSummary[] = [book]): ListingPage {
  return {
    category: {
      id: 12,
      label: 'Novels',
      labelUr: 'ناول',
      level: 4,
      slug: 'novels',
      parents: [{ id: 2, label: 'Fiction', labelUr: null, level: 1 }],
    },
    books,
    total,
    page: 1,
    perPage: 24,
  };
}

function renderCategory(language: 'en' | 'ur', shown: ListingPage) {
  renderGuestPage({
    answers: { 'GET /api/categories/12/books': { body: { data: shown } } },
    path: '/category/level4/12/instock',
    pattern: '/category/level4/:categoryId/instock',
    page: <CategoryPage />,
    language,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CategoryPage', () => {
  it('in Urdu: the Urdu name as heading and crumb, the count with the Urdu plural, stock and price', async () => {
    renderCategory('ur', listing(25));
    expect(await screen.findByRole('heading', { level: 1, name: 'ناول' })).toBeInTheDocument();
    const count = formatMessage('ur', 'catalog.listing.itemCount', { count: 25 });
    expect(count).toBe('25 چیزیں');
    expect(screen.getByRole('heading', { level: 2, name: count })).toBeInTheDocument();
    // A parent without an Urdu name keeps its name.
    expect(
      screen.getByRole('navigation', { name: formatMessage('ur', 'catalog.listing.breadcrumbs') }),
    ).toHaveTextContent('Fiction');
    expect(screen.getByText(formatMessage('ur', 'catalog.stock.onDemand'))).toBeInTheDocument();
    expect(screen.getByText(formatRupees('ur', 800))).toBeInTheDocument();
    expect(
      screen.getByRole('navigation', { name: formatMessage('ur', 'catalog.pagination.label') }),
    ).toBeInTheDocument();
  });

  it('in Urdu: one item with the singular, and the empty text in Urdu', async () => {
    renderCategory('ur', listing(1, []));
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: formatMessage('ur', 'catalog.listing.itemCount', { count: 1 }),
      }),
    ).toHaveTextContent('1 چیز');
    expect(screen.getByText(formatMessage('ur', 'catalog.listing.categoryEmpty'))).toBeInTheDocument();
  });

  it('in English: as before', async () => {
    renderCategory('en', listing(1234));
    expect(await screen.findByRole('heading', { level: 1, name: 'Novels' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1,234 items' })).toBeInTheDocument();
    expect(screen.getByText('On demand')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent('Fiction');
  });
});
