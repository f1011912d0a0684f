import type { Order } from '@bookshop/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteToaster } from '../../app/dialogs/site-toaster';
import { initialSessionState } from '../../app/session/session-slice';
import { makeStore } from '../../app/store';
import { fakeServer, homeAddress } from '../../test/app-test-utils';
import { OrdersPage } from './orders-page';

const order: Order = {
  id: 31,
  status: 'placed',
  created_at: '2026-11-22T10:00:00.000Z',
  email: 'a@b.pk',
  payment_option: 4,
  shipping_address: homeAddress,
  billing_address: homeAddress,
  gift_wrap: false,
  special_instruction: '',
  items: [
    {
      Book_Id: 3,
      BOOK_TITLE: 'Dune',
      authorName: 'Frank Herbert',
      picname: 'demo-dune',
      kind: 'book',
      qty: 2,
      unit_price: 850,
      card_discount: 0,
      line_total: 1700,
      backorder: false,
    },
  ],
  totals: { subtotal: 1700, shipping: 150, giftWrap: 0, cardDiscount: 0, total: 1850 },
  cancel_demand: null,
  payment_state: { code: 'to_pay_on_delivery', label: 'To pay on delivery' },
};

function renderOrders() {
  const store = makeStore({ session: { ...initialSessionState, guestToken: 'guest-token' } });
  const router = createMemoryRouter(
    [
      {
        path: '/orders',
        element: (
          <>
            <OrdersPage />
            <SiteToaster />
          </>
        ),
      },
    ],
    { initialEntries: ['/orders'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
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
    const card = await screen.findByRole('article', { name: 'Order No: 31' });
    expect(card).toHaveTextContent('Placed');
    expect(card).toHaveTextContent('Dune × 2');
    expect(card).toHaveTextContent('Rs. 1,850');
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Order' });
    expect(dialog).toHaveTextContent('Are You Sure You want to cancel this Order No: 31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order No: 31 has been cancelled.')).toBeInTheDocument();
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
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
    const card = await screen.findByRole('article', { name: 'Order No: 31' });
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
});
