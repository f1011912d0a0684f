import { booksApi, categoriesApi, homeApi, listingsApi, searchApi, siteApi } from '@bookshop/api-client';
import { data, type LoaderFunction, type ShouldRevalidateFunction } from 'react-router';
import { readAdvancedSearch, readSearch } from '../features/search/search-url';
import { readPageNumber } from '../shared/page-number';
import type { AppStore } from './store';

/*
 * Route loaders that start the RTK Query calls a public page makes, so the server can render the
 * page with its data and say 404 for what does not exist. They only fill the store: the pages
 * read their data through the same hooks as before, so a page looks the same whether its data
 * came with the HTML, from a loader or from its own hook.
 *
 * On the server (`waitForData`) a loader waits for its calls; in the browser it only starts them
 * (in parallel with the page's code) and the page shows its own loading state, as it always has.
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
    // The page's own hook holds the data from here; until it mounts the cache keeps it 60 s.
    call.unsubscribe();
  }
}

const notFound = () => data(null, { status: 404 });

function positiveId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The loaders of the public routes, bound to one store. */
export function createRouteLoaders(store: AppStore, { waitForData }: { waitForData: boolean }) {
  /**
   * Starts the calls; on the server waits for them and, for a page's own data (`pageData`),
   * answers 404 when the API said there is no such thing.
   */
  async function load(calls: readonly StartedCall[], { pageData = true } = {}) {
    if (!waitForData) {
      for (const call of calls) call.unsubscribe();
      return null;
    }
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

    /** Unknown addresses: the not-found page with a 404. */
    notFound: (() => notFound()) satisfies LoaderFunction,
  };
}

/** The shell's data does not change with the address: fetched once per visit. */
export const shellShouldRevalidate: ShouldRevalidateFunction = () => false;
