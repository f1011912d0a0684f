import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from './base-api.js';
import { cartApi } from './cart-api.js';

function makeStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { getAuthToken: () => 'guest-1' } } }).concat(baseApi.middleware),
  });
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A server whose count answers `count()` and whose add call waits for `release` to answer. */
function fakeServer(options: { count: () => number; addStatus: number }) {
  const calls: string[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
      if (url.pathname === '/api/cart/get-cart-total')
        return json({ data: { totalCartCount: options.count() } });
      if (url.pathname === '/api/cart/add-cart-item') {
        await gate;
        return options.addStatus === 201
          ? json({ success: true, message: 'Added to cart', data: { cartItem: {}, totalCartCount: 3 } }, 201)
          : json({ error: 'Something went wrong, please try again.' }, options.addStatus);
      }
      return json({ error: 'not here' }, 404);
    }),
  );
  return { calls, release };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cartApi', () => {
  it('counts an added book on the badge at once, before the server answers', async () => {
    let serverCount = 1;
    const server = fakeServer({ count: () => serverCount, addStatus: 201 });
    const store = makeStore();
    const badge = store.dispatch(cartApi.endpoints.getCartCount.initiate());
    await badge;
    const adding = store.dispatch(cartApi.endpoints.addCartItem.initiate({ bookId: 7, qty: 2 }));
    expect(cartApi.endpoints.getCartCount.select()(store.getState()).data).toBe(3);
    serverCount = 3;
    server.release();
    await adding;
    await vi.waitFor(() => expect(server.calls.filter((c) => c.includes('get-cart-total'))).toHaveLength(2));
    expect(cartApi.endpoints.getCartCount.select()(store.getState()).data).toBe(3);
    badge.unsubscribe();
  });

  it('takes the optimistic count back when the add fails', async () => {
    const server = fakeServer({ count: () => 1, addStatus: 500 });
    const store = makeStore();
    const badge = store.dispatch(cartApi.endpoints.getCartCount.initiate());
    await badge;
    const adding = store.dispatch(cartApi.endpoints.addCartItem.initiate({ bookId: 7 }));
    expect(cartApi.endpoints.getCartCount.select()(store.getState()).data).toBe(2);
    server.release();
    const result = await adding;
    expect('error' in result).toBe(true);
    expect(cartApi.endpoints.getCartCount.select()(store.getState()).data).toBe(1);
    badge.unsubscribe();
  });

  it('asks for the list named, always with web=true, and never reuses a cart answer', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = new URL(request.url);
        calls.push(`${url.pathname}${url.search}`);
        return json({
          availableBooks: [],
          outOfStockBooks: [],
          preOrderBooks: [],
          onDemandBooks: [],
          summary: { net_amount: 0, subtotal: 0, shipping: 0, giftWrap: 0, total: 0, totalCartCount: 0 },
        });
      }),
    );
    const store = makeStore();
    const first = store.dispatch(cartApi.endpoints.getOrderCart.initiate());
    await first;
    first.unsubscribe();
    await vi.waitFor(() =>
      expect(cartApi.endpoints.getOrderCart.select()(store.getState()).data).toBeUndefined(),
    );
    await store.dispatch(cartApi.endpoints.getOrderCart.initiate());
    await store.dispatch(cartApi.endpoints.getOrderCart.initiate({ cartType: 'wishlist', giftWrap: true }));
    expect(calls).toEqual([
      '/api/cart/order-cart?web=true',
      '/api/cart/order-cart?web=true',
      '/api/cart/order-cart?web=true&cartType=wishlist&giftWrap=true',
    ]);
  });
});
