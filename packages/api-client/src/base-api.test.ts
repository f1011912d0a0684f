import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from './base-api.js';
import { booksApi } from './books-api.js';

function storeWithToken(token: string | null) {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { getAuthToken: () => token } } }).concat(baseApi.middleware),
  });
}

function captureFetch() {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input);
      return new Response(JSON.stringify({ data: { book: { Book_Id: 7, BOOK_TITLE: 'Moth Smoke' } } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

describe('baseApi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the current token as a bearer token', async () => {
    const requests = captureFetch();
    const store = storeWithToken('user-token-123');
    const result = await store.dispatch(booksApi.endpoints.getBook.initiate(7));
    expect(result.data).toMatchObject({ Book_Id: 7, BOOK_TITLE: 'Moth Smoke' });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer user-token-123');
    expect(requests[0]?.url).toBe('http://localhost:3000/api/books/7');
  });

  it('sends no authorization header without a token', async () => {
    const requests = captureFetch();
    await storeWithToken(null).dispatch(booksApi.endpoints.getBook.initiate(7));
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });
});
