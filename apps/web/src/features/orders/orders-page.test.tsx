import type { Order } from '@bookshop/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderInApp, type Shopper, sessionOf } from '../../test/app-test-utils';
import { placedOrder } from '../../test/order-fixtures';
import { OrdersPage } from './orders-page';

const order: Order = placedOrder;

function renderOrders(who: Shopper = 'guest') {
  renderInApp({
    path: '/orders',
    state: { session: sessionOf(who) },
    routes: [{ path: '/orders', element: <OrdersPage /> }],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrdersPage', () => {
  it('lists an order with its status, lines and total, and cancels it through the dialog', async () => {
    let current = order;
    const sent = fakeServer({
      'GET /api/orders': () => ({ body: { success: true, data: { orders: [current] } } }),
      'PUT /api/orders/31/cancel-order': () => {
        current = { ...order, status: 'cancelled' };
        return {
          body: { success: true, message: 'Order No: 31 has been cancelled.', data: { order: current } },
        };
      },
    });
    renderOrders();
    const card = await screen.findByRole('article', { name: /^Order No: 31/ });
    expect(card).toHaveTextContent('Placed');
    expect(within(card).getByRole('listitem', { name: 'Dune' })).toHaveTextContent('2 × Rs. 850');
    expect(card).toHaveTextContent('Rs. 1,950');
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Order' });
    expect(dialog).toHaveTextContent('Are You Sure You want to cancel this Order No: 31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order No: 31 has been cancelled.')).toBeInTheDocument();
    expect(await within(card).findByRole('heading', { name: 'Order No: 31 Cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(sent.filter((r) => r.method === 'PUT').map((r) => r.authorization)).toEqual([
      'Bearer guest-token',
    ]);
  });

  it('keeps the dialog open with the server’s reason when cancelling fails', async () => {
    fakeServer({
      'GET /api/orders': { body: { success: true, data: { orders: [order] } } },
      'PUT /api/orders/31/cancel-order': {
        status: 409,
        body: { error: 'Order No: 31 can no longer be cancelled.' },
      },
    });
    renderOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Order' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Order No: 31 can no longer be cancelled.',
    );
  });

  it('asks the shop to cancel a shipped order: the reason is required, the request is sent once and confirmed, and the order then shows it', async () => {
    const shipped: Order = { ...order, status: 'shipped' };
    let current = shipped;
    const message =
      'Your request to cancel Order No: 31 has been sent. We will e-mail you once the shop has answered.';
    const sent = fakeServer({
      'GET /api/orders': () => ({ body: { success: true, data: { orders: [current] } } }),
      'POST /api/orders/31/cancel-demand': (request) => {
        const demand = {
          reason: (request.body as { reason: string }).reason,
          created_at: '2026-11-23T09:00:00.000Z',
        };
        current = { ...shipped, cancel_demand: demand };
        return { status: 201, body: { success: true, message, data: { demand } } };
      },
    });
    renderOrders();
    const card = await screen.findByRole('article', { name: /^Order No: 31/ });
    expect(within(card).queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Request Cancellation' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Cancellation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      /Please tell us why you want this order cancelled\./,
    );
    expect(sent.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Ordered twice ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(message);
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ reason: 'Ordered twice' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(card).findByRole('note')).toHaveTextContent(/Cancellation requested on/);
    expect(within(card).queryByRole('button', { name: 'Request Cancellation' })).toBeNull();
  });

  it('points a visitor with no orders in this browser to the lookup, not "You have no orders yet"', async () => {
    const sent = fakeServer({});
    renderOrders('nobody');
    expect(await screen.findByText('No orders were placed from this browser.')).toBeVisible();
    expect(screen.queryByText('You have no orders yet.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Find your order' })).toHaveAttribute('href', '/tracking-order');
    expect(sent).toEqual([]);
  });

  it('tells a logged-in shopper with no orders so, and where a guest order can be found', async () => {
    fakeServer({ 'GET /api/orders': { body: { success: true, data: { orders: [] } } } });
    renderOrders('user');
    expect(await screen.findByText('You have no orders yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find your order' })).toHaveAttribute('href', '/tracking-order');
  });
});
