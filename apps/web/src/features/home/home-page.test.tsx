import type { BookSummary, HomeSection } from '@bookshop/domain';
import { formatMessage } from '@bookshop/i18n';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderGuestPage } from '../../test/app-test-utils';
import { HomePage } from './home-page';

const book: BookSummary = {
  Book_Id: 9,
  BOOK_TITLE: 'Basti',
  authorName: 'Intizar Husain',
  PAK_PRICE: 800,
  Discount: 0,
  bookStatus: 'available',
  picname: 'basti',
  kind: 'book',
};

const sections: HomeSection[] = [
  { key: 'new', title: 'New Arrivals', titleUr: 'نئی کتابیں', books: [book] },
  { key: 'row-7', title: 'Staff picks', titleUr: null, books: [{ ...book, Book_Id: 10 }] },
];

function renderHome(language: 'en' | 'ur') {
  renderGuestPage({
    answers: { 'GET /api/home': { body: { data: { sections, banners: [] } } } },
    path: '/',
    pattern: '/',
    page: <HomePage />,
    language,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it("in Urdu: a row's Urdu title as its heading and in See all, the English title where it has none", async () => {
    renderHome('ur');
    expect(await screen.findByRole('heading', { level: 2, name: 'نئی کتابیں' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New Arrivals' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `${formatMessage('ur', 'shell.home.seeAll')} نئی کتابیں` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Staff picks' })).toBeInTheDocument();
  });

  it('in English: the English titles, never the Urdu ones', async () => {
    renderHome('en');
    expect(await screen.findByRole('heading', { level: 2, name: 'New Arrivals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all New Arrivals' })).toBeInTheDocument();
    expect(screen.queryByText('نئی کتابیں')).not.toBeInTheDocument();
  });
});
