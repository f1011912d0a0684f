import type { BookSummary, SearchPage as SearchAnswer } from '@bookshop/domain';
import { formatMessage, formatRupees } from '@bookshop/i18n';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderGuestPage } from '../../test/app-test-utils';
import { SearchPage } from './search-page';

const book: BookSummary = {
  Book_Id: 5,
  BOOK_TITLE: 'آگ کا دریا',
  authorName: 'قرۃ العین حیدر',
  PAK_PRICE: 1500,
  Discount: 20,
  bookStatus: 'available',
  picname: 'aag-ka-darya',
  kind: 'book',
};

function answer(total: number, totalExact = true): SearchAnswer {
  return {
    books: [book],
    total,
    totalExact,
    page: 1,
    perPage: 24,
    facets: {
      category: [],
      author: [],
      publisher: [],
      language: [{ value: 'ur', label: 'Urdu', count: total }],
      price: [{ value: '1000-2000', label: 'Rs. 1,000 to 2,000', count: total }],
      availability: [{ value: 'available', label: 'Available', count: total }],
    },
    approximateFacets: [],
  };
}

function renderSearch(language: 'en' | 'ur', shown: SearchAnswer) {
  renderGuestPage({
    answers: { 'GET /api/search': { body: { data: shown } } },
    path: '/search?keyword=aag',
    pattern: '/search',
    page: <SearchPage />,
    language,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchPage in Urdu', () => {
  it('titles the page and counts the results in Urdu, with the plural for many', async () => {
    renderSearch('ur', answer(1234));
    const count = formatMessage('ur', 'catalog.search.resultCount', { count: 1234 });
    expect(count).toBe('1,234 نتائج');
    expect(await screen.findByRole('heading', { level: 2, name: count })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: formatMessage('ur', 'catalog.search.resultsFor', { keyword: 'aag' }),
      }),
    ).toBeInTheDocument();
  });

  it('counts one result with the singular', async () => {
    renderSearch('ur', answer(1));
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: formatMessage('ur', 'catalog.search.resultCount', { count: 1 }),
      }),
    ).toHaveTextContent('1 نتیجہ');
  });

  it('offers the sort orders, facets and values the shop names in Urdu, and prices left to right', async () => {
    renderSearch('ur', answer(40));
    const sort = await screen.findByRole('combobox', { name: formatMessage('ur', 'catalog.sort.label') });
    expect(
      within(sort).getByRole('option', { name: formatMessage('ur', 'catalog.sort.priceAsc') }),
    ).toBeInTheDocument();
    const facets = screen.getByRole('complementary', { name: formatMessage('ur', 'catalog.search.narrow') });
    const price = within(facets).getByRole('region', { name: formatMessage('ur', 'catalog.facet.price') });
    expect(
      within(price).getByText(`${formatRupees('ur', 1000)} سے \u20662,000\u2069 تک`),
    ).toBeInTheDocument();
    const availability = within(facets).getByRole('region', {
      name: formatMessage('ur', 'catalog.facet.availability'),
    });
    expect(
      within(availability).getByText(formatMessage('ur', 'catalog.stock.available')),
    ).toBeInTheDocument();
    expect(within(facets).getByText('اردو')).toBeInTheDocument();
    // The book card: its own title as it is, the price in rupees, the buttons in Urdu.
    expect(screen.getByRole('link', { name: 'آگ کا دریا' })).toBeInTheDocument();
    expect(screen.getByText(formatRupees('ur', 1200))).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: formatMessage('ur', 'catalog.actions.addToCartFor', { title: 'آگ کا دریا' }),
      }),
    ).toHaveTextContent(formatMessage('ur', 'catalog.actions.addToCart'));
  });

  it('reads as before in English', async () => {
    renderSearch('en', answer(1234, false));
    expect(await screen.findByRole('heading', { level: 2, name: '1,234+ results' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for “aag”' })).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,000 to 2,000')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Price: low to high' })).toBeInTheDocument();
  });
});
