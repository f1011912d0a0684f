import {
  addressesApi,
  booksApi,
  cartApi,
  categoriesApi,
  homeApi,
  listingsApi,
  paymentsApi,
  searchApi,
  siteApi,
} from '@bookshop/api-client';
import { data, type LoaderFunction } from 'react-router';
import { readAdvancedSearch, readSearch } from '../features/search/search-url';
import { readPageNumber } from '../shared/page-number';
import { checkoutIsOpen } from './router';
import { currentToken } from './session/session-slice';
import type { AppStore } from './store';

/*
 * The server's route loaders (router.tsx): before a public page is rendered they fetch its data
 * with the RTK Query calls the page itself makes, so the page renders with its data, and they say
 * 404 when the API says there is no such book or category. They only fill the store: the pages
 * read their data through the same hooks as before, in the browser too.
 */

/** What a loader started: RTK Query's handle on one call. */
interface StartedCall {
  unwrap(): Promise<unknown>;
  unsubscribe(): void;
}

/** The HTTP status of a failed call, or null when it succeeded or never got an answer. */
async function failedStatus(call: StartedCall): Promise<number | null> {
  try {
    await call.unwrap();
    return null;
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status;
    return typeof status === 'number' ? status : null;
  } finally {
    // The rendered page has read the data by the time the store is dropped.
    call.unsubscribe();
  }
}

const notFound = () => data(null, { status: 404 });

function positiveId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The loaders of the public routes, bound to the store a page is rendered from. */
export function createRouteLoaders(store: AppStore) {
  /**
   * Waits for the calls and, for a page's own data (`pageData`), answers 404 when the API said
   * there is no such thing.
   */
  async function load(calls: readonly StartedCall[], { pageData = true } = {}) {
    const statuses = await Promise.all(calls.map(failedStatus));
    return pageData && statuses.includes(404) ? notFound() : null;
  }

  return {
    /** Header menus and the site status: every page shows them. */
    shell: (() =>
      load(
        [
          store.dispatch(categoriesApi.endpoints.getCategoryMenu.initiate()),
          store.dispatch(listingsApi.endpoints.getHighDiscountCategories.initiate()),
          store.dispatch(siteApi.endpoints.getSiteStatus.initiate()),
          // The menus failing is no reason to say the page does not exist.
        ],
        { pageData: false },
      )) satisfies LoaderFunction,

    home: (() => load([store.dispatch(homeApi.endpoints.getHome.initiate())])) satisfies LoaderFunction,

    book: (({ params }) => {
      const id = positiveId(params.bookId);
      if (id === null) return notFound();
      return load([store.dispatch(booksApi.endpoints.getBook.initiate(id))]);
    }) satisfies LoaderFunction,

    category: (({ params, request }) => {
      const id = positiveId(params.categoryId);
      if (id === null) return notFound();
      const page = readPageNumber(new URL(request.url).searchParams.get('page'));
      return load([
        store.dispatch(listingsApi.endpoints.getCategoryBooks.initiate({ categoryId: id, page })),
      ]);
    }) satisfies LoaderFunction,

    highDiscount: (({ params, request }) => {
      const id = positiveId(params.categoryId);
      if (id === null) return notFound();
      const page = readPageNumber(new URL(request.url).searchParams.get('page'));
      return load([
        store.dispatch(listingsApi.endpoints.getHighDiscountCategoryBooks.initiate({ categoryId: id, page })),
      ]);
    }) satisfies LoaderFunction,

    search: (({ request }) =>
      load([
        store.dispatch(searchApi.endpoints.search.initiate(readSearch(new URL(request.url).searchParams))),
      ])) satisfies LoaderFunction,

    advancedSearch: (({ request }) => {
      const params = readAdvancedSearch(new URL(request.url).searchParams);
      return load(params ? [store.dispatch(searchApi.endpoints.advancedSearch.initiate(params))] : []);
    }) satisfies LoaderFunction,

    /**
     * The cart of the shopper whose session cookie the server put in the store: the lines, the
     * saved-for-later lines and the header's count, as the page's hooks ask for them (and the
     * checkout's addresses when it is open). Without a session there is nothing to fetch: the
     * page is the empty cart. The calls stay subscribed (the cart is kept 0 s once unused) until
     * the page is rendered and the store dropped.
     */
    cart: (async ({ request }) => {
      // The open checkout (`?checkout=open`) is drawn with the cart: its code is loaded first (in
      // the browser it is a chunk of its own), and its addresses fetched, so the page arrives with
      // the panel as the browser will draw it and nothing moves when it hydrates.
      const checkoutOpen = checkoutIsOpen(new URL(request.url).search);
      const panelLoaded = checkoutOpen
        ? import('../features/checkout/checkout-host').then((host) => host.loadCheckoutPanel())
        : null;
      if (currentToken(store.getState().session) === null) {
        await panelLoaded;
        return null;
      }
      await Promise.allSettled([
        store.dispatch(cartApi.endpoints.getOrderCart.initiate(undefined)),
        store.dispatch(cartApi.endpoints.getOrderCart.initiate({ cartType: 'later' })),
        store.dispatch(cartApi.endpoints.getCartCount.initiate(undefined)),
        ...(checkoutOpen ? [store.dispatch(addressesApi.endpoints.getAddresses.initiate(undefined))] : []),
      ]);
      await panelLoaded;
      return null;
    }) satisfies LoaderFunction,

    /** The banks' card discounts: rendered with the list, so nothing moves when it arrives. */
    cardDiscounts: (() =>
      load([store.dispatch(paymentsApi.endpoints.getBinRules.initiate())], {
        pageData: false,
      })) satisfies LoaderFunction,

    /** Unknown addresses: the not-found page with a 404. */
    notFound: (() => notFound()) satisfies LoaderFunction,
  };
}

/** The loaders {@link createRouteLoaders} makes, one per kind of public page. */
export type RouteLoaders = ReturnType<typeof createRouteLoaders>;
