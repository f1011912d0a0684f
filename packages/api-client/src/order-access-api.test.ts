import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiExtra } from './base-api.js';
import { baseApi } from './base-api.js';
import { invoicePdfUrl, orderAccessApi } from './order-access-api.js';

function makeStore(token: string | null) {
  let current = token;
  const extra: ApiExtra = {
    getAuthToken: () => current,
    getTokenKind: () => (current ? 'guest' : null),
    guestTokenIssued: (issued) => {
      current = issued;
    },
  };
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
}

/** Answers every call with `answer`, and a guest token to `POST /api/auth/guest`. */
function recordRequests(answer: unknown, status = 200) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request.clone());
      const body =
        new URL(request.url).pathname === '/api/auth/guest' ? { data: { token: 'guest-new' } } : answer;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const view = {
  order: { id: 12 },
  bankTransfer: null,
  access: {
    token: 'abc.def',
    expires_at: '2027-01-01T00:00:00.000Z',
    url: 'http://shop/orders/view?token=abc.def',
  },
};

describe('orderAccessApi', () => {
  it('looks an order up by number and e-mail without any token, and gives the order view', async () => {
    const requests = recordRequests({ success: true, data: view });
    const store = makeStore(null);
    const result = await store.dispatch(
      orderAccessApi.endpoints.lookupOrder.initiate({ orderId: 12, email: 'a@b.pk' }),
    );
    expect(result.data).toEqual(view);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/orders/lookup');
    expect(request?.headers.get('authorization')).toBeNull();
    expect(await request?.json()).toEqual({ orderId: 12, email: 'a@b.pk' });
  });

  it('opens an order by its signed link, the token encoded in the query', async () => {
    const requests = recordRequests({ success: true, data: view });
    const store = makeStore(null);
    await store.dispatch(orderAccessApi.endpoints.orderByLink.initiate('a+b.c/d'));
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/orders/by-link');
    expect(url.searchParams.get('token')).toBe('a+b.c/d');
  });

  it('reorders into a cart: a visitor without a token gets a guest token first, the link token goes in the body', async () => {
    const answer = {
      success: true,
      message: '1 book is back in your cart.',
      data: { added: [], skipped: [] },
    };
    const requests = recordRequests(answer);
    const store = makeStore(null);
    const result = await store.dispatch(
      orderAccessApi.endpoints.reorder.initiate({ orderId: 12, token: 'abc.def' }),
    );
    expect(result.data).toEqual(answer);
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/auth/guest',
      '/api/orders/12/reorder',
    ]);
    expect(requests[1]?.headers.get('authorization')).toBe('Bearer guest-new');
    expect(await requests[1]?.json()).toEqual({ token: 'abc.def' });
  });

  it('pays now and asks for a return with only the fields given', async () => {
    const requests = recordRequests({ success: true, message: 'ok', data: {} });
    const store = makeStore('guest-1');
    await store.dispatch(orderAccessApi.endpoints.payNow.initiate({ orderId: 7 }));
    await store.dispatch(
      orderAccessApi.endpoints.requestReturn.initiate({
        orderId: 7,
        token: 'abc.def',
        reason: 'Torn cover',
        lines: [{ Book_Id: 3, qty: 1 }],
      }),
    );
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/orders/7/pay');
    expect(await requests[0]?.json()).toEqual({});
    expect(new URL(requests[1]?.url ?? '').pathname).toBe('/api/orders/7/return-request');
    expect(await requests[1]?.json()).toEqual({
      reason: 'Torn cover',
      lines: [{ Book_Id: 3, qty: 1 }],
      token: 'abc.def',
    });
  });

  it('builds the invoice PDF address with the link token when there is one', () => {
    expect(invoicePdfUrl(5)).toBe('/api/orders/5/invoice.pdf');
    expect(invoicePdfUrl(5, 'a.b')).toBe('/api/orders/5/invoice.pdf?token=a.b');
  });
});
