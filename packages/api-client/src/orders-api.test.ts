import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from './base-api.js';
import { ordersApi } from './orders-api.js';
import { paymentsApi } from './payments-api.js';

function makeStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { getAuthToken: () => 'guest-1' } } }).concat(baseApi.middleware),
  });
}

function recordRequests(answer: unknown, status = 200) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request.clone());
      return new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ordersApi.placeOrder', () => {
  it('sends the body with the Idempotency-Key header and the shopper token', async () => {
    const requests = recordRequests({ success: true, data: { order: { id: 9 }, redirectUrl: null } });
    const store = makeStore();
    const body = {
      email: 'a@b.pk',
      subscribeToNewsLetter: false,
      address_id: 1,
      billing_address_id: 1,
      payment_option: 4 as const,
      gift_wrap: 0 as const,
      invoice_not_submit: 0 as const,
      special_instruction: '',
      shown_lines: [],
    };
    const result = await store.dispatch(
      ordersApi.endpoints.placeOrder.initiate({ body, idempotencyKey: 'key-12345678' }),
    );
    expect(result.data).toEqual({ success: true, data: { order: { id: 9 }, redirectUrl: null } });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/cart/place-order');
    expect(request?.headers.get('idempotency-key')).toBe('key-12345678');
    expect(request?.headers.get('authorization')).toBe('Bearer guest-1');
    expect(await request?.json()).toEqual(body);
  });
});

describe('ordersApi.demandCancel', () => {
  it('posts the reason to the order’s cancel-demand call with the shopper token', async () => {
    const answer = {
      success: true,
      message:
        'Your request to cancel Order No: 12 has been sent. We will e-mail you once the shop has answered.',
      data: { demand: { reason: 'Wrong edition', created_at: '2026-11-22T10:00:00.000Z' } },
    };
    const requests = recordRequests(answer, 201);
    const store = makeStore();
    const result = await store.dispatch(
      ordersApi.endpoints.demandCancel.initiate({ id: 12, body: { reason: 'Wrong edition' } }),
    );
    expect(result.data).toEqual(answer);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/orders/12/cancel-demand');
    expect(request?.headers.get('authorization')).toBe('Bearer guest-1');
    expect(await request?.json()).toEqual({ reason: 'Wrong edition' });
  });
});

describe('paymentsApi', () => {
  it('looks a card discount up by token or by BIN and last four, answering the rule and whether it was used today', async () => {
    const rule = { bank_name: 'Indus Demo Bank', bin: '424242' };
    const usedToday = { nextUseFrom: '2025-03-01T19:00:00.000Z' };
    const requests = recordRequests({ data: { binDiscountDetail: rule, usedToday } });
    const store = makeStore();
    const byToken = await store.dispatch(paymentsApi.endpoints.binDiscount.initiate({ token: 'card_x' }));
    expect(byToken.data).toEqual({ binDiscountDetail: rule, usedToday });
    await store.dispatch(
      paymentsApi.endpoints.binDiscount.initiate({ bin: '42424242', last4digits: '4242' }),
    );
    expect(requests.map((r) => new URL(r.url).search)).toEqual([
      '?token=card_x',
      '?bin=42424242&last4digits=4242',
    ]);
  });
});
