import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiExtra, apiStateHydrated, baseApi } from './base-api.js';
import { booksApi } from './books-api.js';

/*
 * The two seams server rendering uses: a store that reaches the API through its own fetch (the
 * server's in-process one), and a browser store that takes the server's cache and fetches nothing.
 */
function storeWith(extra: ApiExtra) {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
}

const bookAnswer = () =>
  new Response(JSON.stringify({ data: { book: { Book_Id: 7, BOOK_TITLE: 'Moth Smoke' } } }), {
    headers: { 'content-type': 'application/json' },
  });

describe('server rendering seams', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("calls the API through the store's own fetch and never the global one", async () => {
    const globalFetch = vi.fn(async () => bookAnswer());
    vi.stubGlobal('fetch', globalFetch);
    const own = vi.fn(async (_input: RequestInfo | URL) => bookAnswer());
    const store = storeWith({ getAuthToken: () => null, fetch: own as typeof fetch });
    const result = await store.dispatch(booksApi.endpoints.getBook.initiate(7));
    expect(result.data).toMatchObject({ Book_Id: 7, BOOK_TITLE: 'Moth Smoke' });
    expect(own).toHaveBeenCalledTimes(1);
    expect((own.mock.calls[0]?.[0] as Request | undefined)?.url).toMatch(/\/api\/books\/7$/);
    expect(globalFetch).not.toHaveBeenCalled();
  });

  it("answers from a server's hydrated cache without fetching", async () => {
    const server = storeWith({ getAuthToken: () => null, fetch: (async () => bookAnswer()) as typeof fetch });
    await server.dispatch(booksApi.endpoints.getBook.initiate(7));

    const browserFetch = vi.fn(async () => bookAnswer());
    vi.stubGlobal('fetch', browserFetch);
    const browser = storeWith({ getAuthToken: () => null });
    browser.dispatch(apiStateHydrated(JSON.parse(JSON.stringify(server.getState().api))));
    const result = await browser.dispatch(booksApi.endpoints.getBook.initiate(7));
    expect(result.data).toMatchObject({ Book_Id: 7, BOOK_TITLE: 'Moth Smoke' });
    expect(browserFetch).not.toHaveBeenCalled();
  });
});
