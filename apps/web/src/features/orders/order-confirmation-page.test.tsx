import type { Order, OrderPaymentState } from '@bookshop/domain';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState } from '../../app/session/session-slice';
import { makeStore } from '../../app/store';
import { fakeServer, homeAddress } from '../../test/app-test-utils';
import { OrderConfirmationPage } from './order-confirmation-page';

function orderOf(payment_option: Order['payment_option'], payment_state: OrderPaymentState): Order {
  return {
    id: 31,
    status: 'placed',
    created_at: '2026-11-22T10:00:00.000Z',
    email: 'a@b.pk',
    payment_option,
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
        qty: 1,
        unit_price: 850,
        card_discount: 0,
        line_total: 850,
        backorder: false,
      },
    ],
    totals: { subtotal: 850, shipping: 150, giftWrap: 0, cardDiscount: 0, total: 1000 },
    cancel_demand: null,
    payment_state,
  };
}

/** The page as a shopper lands on it after placing, with the server answering this order. */
function renderConfirmation(order: Order, paymentStatusMessage: string) {
  fakeServer({
    'POST /api/payments/payment-status': () => ({
      body: {
        success: true,
        message: paymentStatusMessage,
        data: { order: { id: 31, status: order.status } },
      },
    }),
    'POST /api/cart/order-confirmation': () => ({
      body: { success: true, data: { order, bankTransfer: null } },
    }),
  });
  const store = makeStore({ session: { ...initialSessionState, guestToken: 'guest-token' } });
  const router = createMemoryRouter([{ path: '/order-confirmation', element: <OrderConfirmationPage /> }], {
    initialEntries: ['/order-confirmation?orderId=31'],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

/** The page's sentence on the money, once the order has loaded. */
async function paymentWords(): Promise<HTMLElement> {
  await screen.findByText(/Payment: /);
  return screen.getByRole('status');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrderConfirmationPage', () => {
  it('tells a cash-on-delivery shopper they pay on delivery, never that payment was received', async () => {
    // Even an answer in the old words does not make the page say the order is paid.
    renderConfirmation(
      orderOf(4, { code: 'to_pay_on_delivery', label: 'To pay on delivery' }),
      'Payment received. Thank you for your order.',
    );
    expect(await paymentWords()).toHaveTextContent(
      'Thank you for your order. You pay in cash when it is delivered.',
    );
    expect(screen.getByText(/Payment: Cash on Delivery/)).toHaveTextContent(
      'Payment: Cash on Delivery · To pay on delivery',
    );
    expect(screen.queryByText(/Payment received/)).toBeNull();
  });

  it('says a paid card order was paid', async () => {
    renderConfirmation(
      orderOf(1, { code: 'paid', label: 'Paid' }),
      'Payment received. Thank you for your order.',
    );
    expect(await paymentWords()).toHaveTextContent('Payment received. Thank you for your order.');
    expect(screen.getByText(/Payment: Credit or Debit Card/)).toHaveTextContent('Paid');
  });

  it('says an order its gift card covered was paid by gift card', async () => {
    renderConfirmation(
      orderOf(6, { code: 'paid_by_gift_card', label: 'Paid by gift card' }),
      'Paid in full by your gift card. Thank you for your order.',
    );
    expect(await paymentWords()).toHaveTextContent(
      'Paid in full by your gift card. Thank you for your order.',
    );
    expect(screen.getByText(/Payment: Gift Card/)).toHaveTextContent('Paid by gift card');
  });
});
