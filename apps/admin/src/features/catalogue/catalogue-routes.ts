import type { ComponentType } from 'react';
import { cataloguePaths } from './catalogue-paths';

/** A page of the catalogue desk: its address pattern and how to load it on first visit. */
export interface CatalogueRoute {
  path: string;
  load: () => Promise<ComponentType>;
}

/**
 * Every page of the catalogue desk, each loaded on first visit; the router wraps each in the
 * `catalogue` area's guard (owner and catalogue roles).
 */
export const CATALOGUE_ROUTES: readonly CatalogueRoute[] = [
  { path: cataloguePaths.books.pattern, load: async () => (await import('./books/books-page')).BooksPage },
  {
    path: cataloguePaths.newBook.pattern,
    load: async () => (await import('./books/book-edit-page')).NewBookPage,
  },
  {
    path: cataloguePaths.book.pattern,
    load: async () => (await import('./books/book-edit-page')).BookEditPage,
  },
  { path: cataloguePaths.bulk.pattern, load: async () => (await import('./bulk/bulk-page')).BulkPage },
  {
    path: cataloguePaths.categories.pattern,
    load: async () => (await import('./merchandising/categories-page')).CategoriesPage,
  },
  {
    path: cataloguePaths.home.pattern,
    load: async () => (await import('./merchandising/home-layout-page')).HomeLayoutPage,
  },
  {
    path: cataloguePaths.cardRules.pattern,
    load: async () => (await import('./merchandising/card-rules-page')).CardRulesPage,
  },
  {
    path: cataloguePaths.bookRequests.pattern,
    load: async () => (await import('./merchandising/book-requests-page')).BookRequestsPage,
  },
  {
    path: cataloguePaths.giftCards.pattern,
    load: async () => (await import('./merchandising/gift-cards-page')).GiftCardsPage,
  },
];

/** The catalogue desk's entries of the navigation, in the order it lists them. */
export const CATALOGUE_NAV = [
  { href: cataloguePaths.books.href(), label: 'Books' },
  { href: cataloguePaths.bulk.href(), label: 'Bulk CSV' },
  { href: cataloguePaths.categories.href(), label: 'Categories' },
  { href: cataloguePaths.home.href(), label: 'Home page' },
  { href: cataloguePaths.cardRules.href(), label: 'Card discounts' },
  { href: cataloguePaths.bookRequests.href(), label: 'Book requests' },
  { href: cataloguePaths.giftCards.href(), label: 'Gift cards' },
] as const;
