import type { Order } from '@bookshop/domain';
import { formatMessage, type Language } from '@bookshop/i18n/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentPage, fakeServer, renderInApp, sessionOf } from '../../test/app-test-utils';
import { access, placedOrder } from '../../test/order-fixtures';
import { OrderView } from './order-view';

function renderView(order: Order, viewer: 'owner' | 'link' = 'owner', language: Language = 'en') {
  return renderInApp({
    language,
    path: '/orders',
    state: { session: sessionOf('guest') },
    routes: [
      { path: '/orders', element: <OrderView order={order} viewer={viewer} accessToken={access.token} /> },
      { path: '*', element: <CurrentPage /> },
    ],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('OrderView', () => {
  it('reorders: the lines go back in the cart at today’s prices, then the cart opens with the server’s words', async () => {
    const sent = fakeServer({
      'POST /api/orders/31/reorder': {
        body: {
          success: true,
          message: "1 book is back in your cart at today's prices.",
          data: {
            added: [{ Book_Id: 3, BOOK_TITLE: 'Dune', ordered: 2, cart_qty: 2, capped: false }],
            skipped: [],
          },
        },
      },
    });
    renderView(placedOrder);
    await userEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    expect(await screen.findByRole('status', { name: 'Current page' })).toHaveTextContent('/order-cart');
    expect(await screen.findByText("1 book is back in your cart at today's prices.")).toBeVisible();
    expect(sent.map((r) => [r.path, r.authorization, r.body])).toEqual([
      ['/api/orders/31/reorder', 'Bearer guest-token', {}],
    ]);
  });

  it('stays on the order and says why when nothing could be put back', async () => {
    fakeServer({
      'POST /api/orders/31/reorder': {
        body: {
          success: true,
          message: 'No books could be put back in your cart.',
          data: {
            added: [],
            skipped: [{ Book_Id: 3, BOOK_TITLE: 'Dune', reason: 'This book is out of stock.' }],
          },
        },
      },
    });
    renderView(placedOrder);
    await userEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    expect(await screen.findByText('Dune: This book is out of stock.')).toBeVisible();
    expect(screen.getByText('No books could be put back in your cart.')).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Current page' })).toBeNull();
  });

  it('pays a wallet order awaiting approval on the wallet’s page', async () => {
    const walletOrder: Order = {
      ...placedOrder,
      status: 'pending_payment',
      payment_option: 2,
      payment_state: { code: 'awaiting_wallet_approval', label: 'Awaiting wallet approval' },
    };
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const sent = fakeServer({
      'POST /api/orders/31/pay': {
        body: {
          success: true,
          message: 'Approve the payment on the JazzCash page.',
          data: { order: walletOrder, redirectUrl: 'http://localhost/sandbox-provider/v1/wallet/py_1' },
        },
      },
    });
    renderView(walletOrder, 'link');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/sandbox-provider/v1/wallet/py_1'),
    );
    // Opened by its link: the link's token stands in for the login.
    expect(sent.map((r) => r.body)).toEqual([{ token: access.token }]);
  });

  it('offers no Pay Now for a cash order, and no cancel to someone who only has its link', () => {
    fakeServer({});
    renderView(placedOrder, 'link');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Printable invoice' })).toHaveAttribute(
      'href',
      `/orders/invoice?orderId=31&token=${access.token}`,
    );
  });

  it('asks for a return of a delivered order: the books chosen and why, checked before sending', async () => {
    const delivered: Order = {
      ...placedOrder,
      status: 'delivered',
      payment_state: { code: 'paid', label: 'Paid' },
      return_until: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString(),
    };
    const message =
      'Your return request for Order No: 31 has been sent. We will e-mail you once the shop has decided.';
    const sent = fakeServer({
      'POST /api/orders/31/return-request': { status: 201, body: { success: true, message, data: {} } },
    });
    renderView(delivered);
    await userEvent.click(screen.getByRole('button', { name: 'Request a Return' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a Return' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(within(dialog).getByText('Choose the books you want to return.')).toBeVisible();
    expect(sent).toEqual([]);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Dune' }));
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Copies of Dune to return' }),
      '1 of 2',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Torn cover{Enter}on arrival',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(message);
    expect(sent.map((r) => r.body)).toEqual([
      { reason: 'Torn cover\non arrival', lines: [{ Book_Id: 3, qty: 1 }] },
    ]);
  });

  it('shows a delivered order in Urdu, and its return form refuses in Urdu before sending', async () => {
    const delivered: Order = {
      ...placedOrder,
      status: 'delivered',
      payment_state: { code: 'paid', label: 'Paid' },
      timeline: [
        ...placedOrder.timeline,
        { status: 'delivered', label: 'Delivered', at: '2026-11-24T07:30:00.000Z' },
      ],
      return_until: '2026-12-01T10:00:00.000Z',
    };
    // Within the return window: today is fixed (only Date is faked; user events keep real timers).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00.000Z'));
    const sent = fakeServer({});
    const ur = (key: Parameters<typeof formatMessage>[1], values?: Parameters<typeof formatMessage>[2]) =>
      formatMessage('ur', key, values);
    renderView(delivered, 'owner', 'ur');
    const order = screen.getByRole('article', {
      name: `${ur('orders.detail.orderNo', { id: 31 })} ${ur('orders.status.delivered')}`,
    });
    expect(order).toHaveTextContent(ur('orders.statusSentence.delivered'));
    expect(order).toHaveTextContent(ur('orders.paymentMessage.paid'));
    // Delivered at 12:30 in Karachi, the timeline's last step.
    const progress = within(order).getByRole('list', { name: ur('orders.detail.progress') });
    expect(within(progress).getByText('24 نومبر، 2026 کو 12:30 PM')).toBeVisible();
    expect(order).toHaveTextContent(ur('orders.detail.returnsUntil', { day: '1 دسمبر، 2026' }));

    await userEvent.click(screen.getByRole('button', { name: ur('orders.detail.requestReturn') }));
    const dialog = screen.getByRole('dialog', { name: ur('orders.return.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: ur('orders.request.send') }));
    expect(within(dialog).getByText(ur('order.returnLinesRequired'))).toBeVisible();
    expect(
      within(dialog).getByRole('textbox', { name: new RegExp(ur('orders.request.reason')) }),
    ).toHaveAccessibleDescription(new RegExp(ur('order.returnReasonRequired')));
    expect(sent).toEqual([]);
  });
});
