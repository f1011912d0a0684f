import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildPlaceOrderPayload, initialCheckoutState, PAYMENT_METHOD } from '@bookshop/domain';
import { describe, expect, it, vi } from 'vitest';

interface Answer {
  status?: number;
  body: unknown;
}

/** A fetch that answers each path with the next of its answers, recording every request. */
function fakeShop(answers: Record<string, Answer[]>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    requests.push(input.clone());
    const path = `${input.method} ${new URL(input.url).pathname}`;
    const answer = answers[path]?.shift();
    if (!answer) return new Response(JSON.stringify({ error: `no answer for ${path}` }), { status: 500 });
    return Response.json(answer.body, { status: answer.status ?? 200 });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

describe('@bookshop/api-client/core', () => {
  it('reaches no React module: every file it imports, transitively, imports neither react, react-redux nor the React entry of RTK Query', () => {
    const seen = new Set<string>();
    const external = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, specifier] of source.matchAll(/^(?:import|export)\s(?:[^'"]*?from\s+)?'([^']+)'/gm)) {
        if (!specifier) continue;
        if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
        else external.add(specifier);
      }
    };
    visit(resolve(process.cwd(), 'src/core/index.ts'));
    expect(seen.size).toBeGreaterThan(15);
    expect([...external].sort()).toEqual([
      '@bookshop/domain',
      '@bookshop/i18n/core',
      '@reduxjs/toolkit',
      '@reduxjs/toolkit/query',
    ]);
  });

  it('makes an API without hooks', async () => {
    const core = await import('./index.js');
    const api = core.createBookshopApi({ baseUrl: 'https://shop.example.pk' });
    expect(api.endpoints).toHaveProperty('placeOrder');
    expect(api).not.toHaveProperty('usePlaceOrderMutation');
  });

  it('calls the base URL it was given with the token its getToken gives, not the page origin', async () => {
    const { createBookshopApi, createBookshopStore } = await import('./index.js');
    const shop = fakeShop({ 'GET /shop/api/books/7': [{ body: { data: { book: { Book_Id: 7 } } } }] });
    let token = 'user-token-1';
    const api = createBookshopApi({
      baseUrl: 'https://shop.example.pk/shop',
      getToken: () => token,
      fetch: shop.fetch,
    });
    const store = createBookshopStore(api);
    await store.dispatch(api.endpoints.getBook.initiate(7)).unwrap();
    expect(shop.requests[0]?.url).toBe('https://shop.example.pk/shop/api/books/7');
    expect(shop.requests[0]?.headers.get('authorization')).toBe('Bearer user-token-1');
    token = 'user-token-2';
    shop.requests.length = 0;
    await store.dispatch(api.endpoints.getBook.initiate(7, { forceRefetch: true }));
    expect(shop.requests[0]?.headers.get('authorization')).toBe('Bearer user-token-2');
  });

  it('refuses to be made without a base URL', async () => {
    const { createBookshopApi } = await import('./index.js');
    expect(() => createBookshopApi({ baseUrl: '' })).toThrow('createBookshopApi needs a baseUrl');
  });

  it('places a cash-on-delivery order with the payload builder, a guest token asked for on first need', async () => {
    const { createBookshopApi, createBookshopStore } = await import('./index.js');
    const shop = fakeShop({
      'POST /api/auth/guest': [{ status: 201, body: { data: { token: 'guest-token-1' } } }],
      'POST /api/cart/place-order': [
        { body: { success: true, data: { order: { id: 31 }, redirectUrl: null, priced_as_is: true } } },
      ],
    });
    const issued: string[] = [];
    const api = createBookshopApi({
      baseUrl: 'https://shop.example.pk/',
      fetch: shop.fetch,
      onGuestTokenIssued: (t) => issued.push(t),
    });
    const store = createBookshopStore(api);
    const body = buildPlaceOrderPayload({
      ...initialCheckoutState,
      email: 'ayesha@example.pk',
      selectedShippingAddress: {
        id: 5,
        Name: 'Ayesha Khan',
        Phone: '+923001234567',
        Address: '12 Mall Road',
        City: 'Lahore',
        Province: 'Punjab',
        Country: 'Pakistan',
        PostCode: '54000',
      },
      selectedPaymentMethod: PAYMENT_METHOD.CASH,
    });
    const answer = await store
      .dispatch(api.endpoints.placeOrder.initiate({ body, idempotencyKey: 'order-key-0001' }))
      .unwrap();
    expect(answer).toEqual({
      success: true,
      data: { order: { id: 31 }, redirectUrl: null, priced_as_is: true },
    });
    expect(issued).toEqual(['guest-token-1']);
    const placed = shop.requests.find((r) => r.url.endsWith('/api/cart/place-order'));
    expect(placed?.headers.get('authorization')).toBe('Bearer guest-token-1');
    expect(placed?.headers.get('idempotency-key')).toBe('order-key-0001');
    expect(await placed?.json()).toEqual(body);
  });
});
