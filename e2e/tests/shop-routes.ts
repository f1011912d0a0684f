import {
  type CategoryMenuResponse,
  CONTENT_PAGES,
  type HighDiscountCategoriesResponse,
  SITE_PATHS,
} from '@bookshop/domain';
import type { APIRequestContext } from '@playwright/test';

/** Harry Potter (English, discounted) and Diwan-e-Ghalib (Urdu) from the demo catalogue. */
export const ENGLISH_TITLE = "Harry Potter and the Philosopher's Stone";
export const URDU_TITLE = 'دیوانِ غالب';

async function bookId(request: APIRequestContext, search: string, title: string): Promise<number> {
  const answer = (await (
    await request.get(`/api/autocomplete?search=${encodeURIComponent(search)}`)
  ).json()) as {
    results: { Book_Id: number; BOOK_TITLE: string }[];
  };
  const found = answer.results.find((r) => r.BOOK_TITLE === title);
  if (!found) throw new Error(`the demo catalogue has no ${title}`);
  return found.Book_Id;
}

/** The Fiction group's listing: the longest listing of the demo catalogue. */
export async function fictionListingPath(request: APIRequestContext): Promise<string> {
  const menu = (await (await request.get('/api/categories/menu')).json()) as CategoryMenuResponse;
  const fiction = menu.data.groups.find((g) => g.label === 'Fiction');
  if (!fiction) throw new Error('the menu has no Fiction group');
  return SITE_PATHS.category.href(fiction.id);
}

export async function englishBookPath(request: APIRequestContext): Promise<string> {
  return SITE_PATHS.book.href(await bookId(request, 'harry potter', ENGLISH_TITLE));
}

export async function urduBookPath(request: APIRequestContext): Promise<string> {
  return SITE_PATHS.book.href(await bookId(request, 'غالب', URDU_TITLE));
}

/** The listing of the High Discounts group with the most discounted items. */
export async function highDiscountPath(request: APIRequestContext): Promise<string> {
  const answer = (await (
    await request.get('/api/high-discount-categories')
  ).json()) as HighDiscountCategoriesResponse;
  const group = answer.data.popular[0];
  if (!group) throw new Error('the demo catalogue has no high discounts');
  return SITE_PATHS.highDiscountCategory.href(group.id);
}

/** A page a shopper can open without logging in; `path` finds its address in the running shop. */
export interface PublicRoute {
  name: string;
  path: (request: APIRequestContext) => Promise<string> | string;
}

/**
 * Every page of the spec's route table a guest can open (the account pages too: a guest sees
 * what they offer), with a real book, category and high-discount group from the demo catalogue,
 * and every information page of the site menu and footer. Declared up front so each gets its own
 * test; the ids are read from the shop when the test runs.
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { name: 'home', path: () => SITE_PATHS.home.href() },
  { name: 'search results', path: () => SITE_PATHS.search.href('harry') },
  { name: 'book page', path: englishBookPath },
  { name: 'Urdu book page', path: urduBookPath },
  { name: 'category listing', path: fictionListingPath },
  { name: 'high-discount listing', path: highDiscountPath },
  { name: 'bank card discounts', path: () => SITE_PATHS.cardDiscounts.href() },
  { name: 'advanced search', path: () => SITE_PATHS.advanceSearch.href() },
  { name: 'request a book', path: () => SITE_PATHS.requestBook.href() },
  { name: 'cart', path: () => SITE_PATHS.cart.href() },
  { name: 'wish list', path: () => SITE_PATHS.wishlist.href() },
  { name: 'orders', path: () => SITE_PATHS.orders.href() },
  { name: 'logged out', path: () => SITE_PATHS.loggedOut.href() },
  ...Object.entries(CONTENT_PAGES).map(([path, heading]) => ({ name: heading, path: () => path })),
];
