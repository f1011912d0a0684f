import { ORDER_ACCESS_MESSAGES } from '@bookshop/domain';
import { formatMessage, type Language } from '@bookshop/i18n/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderInApp, type SentRequest, sessionOf } from '../../test/app-test-utils';
import { access, placedOrder, viewOf } from '../../test/order-fixtures';
import { OrderLinkPage } from './order-link-page';
import { TrackingOrderPage } from './tracking-order-page';

/** The shop's lookup: order 31 placed with ayesha@example.pk from +923001234567; anything else is not found. */
function lookupServer() {
  return fakeServer({
    'POST /api/orders/lookup': (request: SentRequest) => {
      const body = request.body as { orderId: number; email?: string; phone?: string };
      const matches =
        body.orderId === 31 &&
        (body.email?.toLowerCase() === 'ayesha@example.pk' || body.phone === '+923001234567');
      return matches
        ? { body: viewOf(placedOrder) }
        : { status: 404, body: { error: ORDER_ACCESS_MESSAGES.notFound } };
    },
    [`GET /api/orders/by-link`]: (request) =>
      request.url.searchParams.get('token') === access.token
        ? { body: viewOf(placedOrder) }
        : { status: 401, body: { error: ORDER_ACCESS_MESSAGES.linkExpired } },
  });
}

function renderTracking(language: Language = 'en') {
  renderInApp({
    language,
    path: '/tracking-order',
    state: { session: sessionOf('nobody') },
    routes: [
      { path: '/tracking-order', element: <TrackingOrderPage /> },
      { path: '/orders/view', element: <OrderLinkPage /> },
    ],
  });
}

async function lookUp(orderId: string, field: 'Email' | 'Phone', value: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /Order number/ }), orderId);
  if (value) await userEvent.type(screen.getByRole('textbox', { name: field }), value);
  await userEvent.click(screen.getByRole('button', { name: 'Find My Order' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TrackingOrderPage', () => {
  it('finds an order by its number and e-mail without logging in and shows it', async () => {
    const sent = lookupServer();
    renderTracking();
    expect(screen.getByRole('heading', { level: 1, name: 'Tracking Your Order' })).toBeVisible();
    expect(screen.queryByText(/Open Your Orders from the account menu/)).toBeNull();
    await lookUp('31', 'Email', 'Ayesha@Example.pk');
    const order = await screen.findByRole('article', { name: /^Order No: 31/ });
    expect(within(order).getByRole('listitem', { name: 'Dune' })).toBeVisible();
    expect(sent[0]).toMatchObject({
      path: '/api/orders/lookup',
      authorization: null,
      body: { orderId: 31, email: 'Ayesha@Example.pk' },
    });
  });

  it('finds it by the phone it was placed with, sent as +92', async () => {
    const sent = lookupServer();
    renderTracking();
    await lookUp('31', 'Phone', '0300 1234567');
    expect(await screen.findByRole('article', { name: /^Order No: 31/ })).toBeVisible();
    expect(sent[0]?.body).toEqual({ orderId: 31, phone: '+923001234567' });
  });

  it('says the same for a wrong e-mail as for a missing order, and shows no order', async () => {
    lookupServer();
    renderTracking();
    await lookUp('31', 'Email', 'someone.else@example.pk');
    expect(await screen.findByText(ORDER_ACCESS_MESSAGES.notFound)).toHaveAttribute('role', 'alert');
    await userEvent.clear(screen.getByRole('textbox', { name: /Order number/ }));
    await lookUp('99', 'Email', '');
    expect(await screen.findByText(ORDER_ACCESS_MESSAGES.notFound)).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('asks for an e-mail or a phone before asking the shop', async () => {
    const sent = lookupServer();
    renderTracking();
    await userEvent.type(screen.getByRole('textbox', { name: /Order number/ }), '31');
    await userEvent.click(screen.getByRole('button', { name: 'Find My Order' }));
    expect(await screen.findByText(ORDER_ACCESS_MESSAGES.emailOrPhoneRequired)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('words the form and its errors in Urdu for an Urdu reader, before asking the shop', async () => {
    const sent = lookupServer();
    renderTracking('ur');
    expect(
      screen.getByRole('heading', { level: 1, name: formatMessage('ur', 'orders.page.trackingTitle') }),
    ).toBeVisible();
    await userEvent.type(
      screen.getByRole('textbox', { name: new RegExp(formatMessage('ur', 'orders.lookup.orderNumber')) }),
      '31',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: new RegExp(formatMessage('ur', 'orders.lookup.phone')) }),
      '12345',
    );
    await userEvent.click(screen.getByRole('button', { name: formatMessage('ur', 'orders.lookup.submit') }));
    expect(await screen.findByText(formatMessage('ur', 'order.lookupPhoneInvalid'))).toBeVisible();
    expect(screen.queryByText(/Enter|number/)).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('OrderLinkPage', () => {
  function renderLink(token: string) {
    renderInApp({
      path: `/orders/view?token=${encodeURIComponent(token)}`,
      state: { session: sessionOf('nobody') },
      routes: [{ path: '/orders/view', element: <OrderLinkPage /> }],
    });
  }

  it('opens the order of an e-mail’s link in a browser that never saw it', async () => {
    const sent = lookupServer();
    renderLink(access.token);
    expect(await screen.findByRole('article', { name: /^Order No: 31/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Invoice (PDF)' })).toHaveAttribute(
      'href',
      `/api/orders/31/invoice.pdf?token=${access.token}`,
    );
    expect(sent.map((r) => r.authorization)).toEqual([null]);
  });

  it('says an expired link has expired, and offers the lookup', async () => {
    lookupServer();
    renderLink('b2xk.bGluaw');
    expect(await screen.findByText(ORDER_ACCESS_MESSAGES.linkExpired)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find your order' })).toHaveAttribute('href', '/tracking-order');
  });
});
