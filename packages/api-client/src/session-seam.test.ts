import { TOKEN_INVALID_ERROR, TOKEN_MISSING_ERROR } from '@bookshop/domain';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiExtra, baseApi, ensureGuestToken } from './base-api.js';
import { booksApi } from './books-api.js';

/** A session held the way the web app holds it, recording what the seam tells it. */
function session(initial: { user?: string | null; guest?: string | null }) {
  const state = { user: initial.user ?? null, guest: initial.guest ?? null, expiredCalls: 0 };
  const extra: ApiExtra = {
    getAuthToken: () => state.user ?? state.guest,
    getTokenKind: () => (state.user ? 'user' : state.guest ? 'guest' : null),
    userTokenExpired: () => {
      state.expiredCalls += 1;
      state.user = null;
    },
    guestTokenIssued: (token) => {
      state.guest = token;
    },
  };
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
  return { state, extra, store };
}

interface Seen {
  method: string;
  path: string;
  authorization: string | null;
}

/**
 * A server whose book call accepts only `validToken` (401 with the server's expired-token text
 * otherwise) and whose guest call hands out guest-2, guest-3...
 */
function fakeServer(validToken: string, refusal = TOKEN_INVALID_ERROR) {
  const seen: Seen[] = [];
  let issued = 1;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const authorization = request.headers.get('authorization');
      seen.push({ method: request.method, path, authorization });
      if (path === '/api/auth/guest') {
        issued += 1;
        return Response.json({ data: { token: `guest-${issued}` } }, { status: 201 });
      }
      if (authorization !== `Bearer ${validToken}`) return Response.json({ error: refusal }, { status: 401 });
      return Response.json({ data: { book: { Book_Id: 7, BOOK_TITLE: 'Moth Smoke' } } });
    }),
  );
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session seam: an expired user token', () => {
  it('clears the session once, and does not retry or ask for a guest token', async () => {
    const seen = fakeServer('someone-else');
    const { state, store } = session({ user: 'user-old' });
    const result = await store.dispatch(booksApi.endpoints.getBook.initiate(7));
    expect(result.error).toMatchObject({ status: 401 });
    expect(state.expiredCalls).toBe(1);
    expect(state.user).toBeNull();
    expect(seen.map((s) => `${s.method} ${s.path} ${s.authorization}`)).toEqual([
      'GET /api/books/7 Bearer user-old',
    ]);
  });
});

describe('session seam: an expired guest token', () => {
  it('gets a fresh guest token without the old one, keeps it, and retries the call once with it', async () => {
    const seen = fakeServer('guest-2');
    const { state, store } = session({ guest: 'guest-old' });
    const result = await store.dispatch(booksApi.endpoints.getBook.initiate(7));
    expect(result.data).toMatchObject({ Book_Id: 7 });
    expect(state.guest).toBe('guest-2');
    expect(seen.map((s) => `${s.method} ${s.path} ${s.authorization}`)).toEqual([
      'GET /api/books/7 Bearer guest-old',
      'POST /api/auth/guest null',
      'GET /api/books/7 Bearer guest-2',
    ]);
  });

  it('retries only once: a second refusal is the answer', async () => {
    const seen = fakeServer('never-valid');
    const { store } = session({ guest: 'guest-old' });
    const result = await store.dispatch(booksApi.endpoints.getBook.initiate(7));
    expect(result.error).toMatchObject({ status: 401 });
    expect(seen.filter((s) => s.path === '/api/auth/guest')).toHaveLength(1);
    expect(seen.filter((s) => s.path === '/api/books/7')).toHaveLength(2);
  });

  it('shares one new guest token between calls refused together', async () => {
    const seen = fakeServer('guest-2');
    const { state, store } = session({ guest: 'guest-old' });
    const [a, b] = await Promise.all([
      store.dispatch(booksApi.endpoints.getBook.initiate(7)),
      store.dispatch(booksApi.endpoints.listBooks.initiate({})),
    ]);
    expect(a.data).toMatchObject({ Book_Id: 7 });
    expect(b.error).toBeUndefined();
    expect(state.guest).toBe('guest-2');
    expect(seen.filter((s) => s.path === '/api/auth/guest')).toHaveLength(1);
    expect(seen.filter((s) => s.path !== '/api/auth/guest').map((s) => s.authorization)).toEqual([
      'Bearer guest-old',
      'Bearer guest-old',
      'Bearer guest-2',
      'Bearer guest-2',
    ]);
  });
});

describe('session seam: other 401s', () => {
  it('leaves a "token missing" answer alone (a guest on a user call)', async () => {
    const seen = fakeServer('user-1', TOKEN_MISSING_ERROR);
    const { state, store } = session({ guest: 'guest-1' });
    await store.dispatch(booksApi.endpoints.getBook.initiate(7));
    expect(state.guest).toBe('guest-1');
    expect(seen).toHaveLength(1);
  });
});

describe('ensureGuestToken', () => {
  it('gives the current token, else asks for a guest token once and keeps it', async () => {
    const seen = fakeServer('x');
    const holding = session({ user: 'user-1' });
    expect(await ensureGuestToken(holding.extra)).toBe('user-1');
    const fresh = session({});
    const [first, second] = await Promise.all([ensureGuestToken(fresh.extra), ensureGuestToken(fresh.extra)]);
    expect([first, second]).toEqual(['guest-2', 'guest-2']);
    expect(fresh.state.guest).toBe('guest-2');
    expect(seen.map((s) => `${s.method} ${s.path} ${s.authorization}`)).toEqual([
      'POST /api/auth/guest null',
    ]);
  });

  it('is asked for by endpoints marked shopper before their first call', async () => {
    const seen = fakeServer('guest-2');
    const probeApi = baseApi.injectEndpoints({
      endpoints: (build) => ({
        shopperProbe: build.query<unknown, void>({
          query: () => 'api/books/7',
          extraOptions: { shopper: true },
        }),
      }),
    });
    const { state, store } = session({});
    const result = await store.dispatch(probeApi.endpoints.shopperProbe.initiate());
    expect(result.data).toBeDefined();
    expect(state.guest).toBe('guest-2');
    expect(seen.map((s) => `${s.method} ${s.path} ${s.authorization}`)).toEqual([
      'POST /api/auth/guest null',
      'GET /api/books/7 Bearer guest-2',
    ]);
  });
});
