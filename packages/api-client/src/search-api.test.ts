import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from './base-api.js';
import { listingsApi } from './listings-api.js';
import { searchApi, searchQueryParams } from './search-api.js';
import { siteApi } from './site-api.js';

function makeStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { getAuthToken: () => null } } }).concat(baseApi.middleware),
  });
}

function respondWith(body: unknown) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input);
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('searchQueryParams', () => {
  it('keeps set criteria and drops empty ones', () => {
    expect(
      searchQueryParams({ keyword: 'ghalib', author: '', page: 2, sort: undefined, minPrice: 0 }),
    ).toEqual({
      keyword: 'ghalib',
      page: 2,
      minPrice: 0,
    });
  });
});

describe('searchApi', () => {
  it('asks for suggestions with the search parameter and reads results', async () => {
    const requests = respondWith({ results: [{ Book_Id: 4, BOOK_TITLE: 'Moth Smoke' }] });
    const result = await makeStore().dispatch(searchApi.endpoints.autocomplete.initiate('moth'));
    expect(new URL(requests[0]?.url ?? '').searchParams.get('search')).toBe('moth');
    expect(result.data).toEqual([{ Book_Id: 4, BOOK_TITLE: 'Moth Smoke' }]);
  });

  it('sends the search criteria as query parameters', async () => {
    const requests = respondWith({ data: { books: [], total: 0, page: 2, perPage: 24, facets: {} } });
    const result = await makeStore().dispatch(
      searchApi.endpoints.search.initiate({ keyword: 'iqbal', page: 2, language: 'Urdu', sort: 'newest' }),
    );
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/search');
    const sent: Record<string, string> = {};
    url.searchParams.forEach((value, key) => {
      sent[key] = value;
    });
    expect(sent).toEqual({
      keyword: 'iqbal',
      page: '2',
      language: 'Urdu',
      sort: 'newest',
    });
    expect(result.data?.page).toBe(2);
  });
});

describe('listingsApi and siteApi', () => {
  it('pages a category listing', async () => {
    const requests = respondWith({ data: { books: [], total: 0, page: 3, perPage: 24 } });
    await makeStore().dispatch(listingsApi.endpoints.getCategoryBooks.initiate({ categoryId: 12, page: 3 }));
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/categories/12/books');
    expect(url.searchParams.get('page')).toBe('3');
  });

  it('reads the maintenance flag', async () => {
    respondWith({ data: { maintenance: true, deliveryAreas: { stationery: ['Lahore', 'Islamabad'] } } });
    const result = await makeStore().dispatch(siteApi.endpoints.getSiteStatus.initiate());
    expect(result.data).toEqual({
      maintenance: true,
      deliveryAreas: { stationery: ['Lahore', 'Islamabad'] },
    });
  });

  it('keeps stationery to Lahore when a site status says nothing of delivery areas', async () => {
    respondWith({ data: { maintenance: false } });
    const result = await makeStore().dispatch(siteApi.endpoints.getSiteStatus.initiate());
    expect(result.data).toEqual({ maintenance: false, deliveryAreas: { stationery: ['Lahore'] } });
  });
});
