import type { Order, OrderPaymentState } from '@bookshop/domain';
import { formatMessage, formatRupees, type Language } from '@bookshop/i18n/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RootState } from '../../app/store';
import { fakeServer, renderInApp, type Shopper, sessionOf } from '../../test/app-test-utils';
import { placedOrder, viewOf } from '../../test/order-fixtures';
import { OrderConfirmationPage } from './order-confirmation-page';

function orderOf(payment_option: Order['payment_option'], payment_state: OrderPaymentState): Order {
  return { ...placedOrder, payment_option, payment_state };
}

/** The page as a shopper lands on it after placing, with the server answering this order. */
function renderConfirmation(
  order: Order,
  paymentStatusMessage: string,
  who: Shopper = 'guest',
  state: Partial<RootState> = {},
  language: Language = 'en',
) {
  const sent = fakeServer({
    'POST /api/payments/payment-status': () => ({
      body: {
        success: true,
        message: paymentStatusMessage,
        data: { order: { id: 31, status: order.status } },
      },
    }),
    'GET /api/orders/31': (request) =>
      request.authorization
        ? { body: viewOf(order) }
        : { status: 401, body: { error: 'Authorization token is missing' } },
  });
  const app = renderInApp({
    language,
    path: '/order-confirmation?orderId=31',
    state: { session: sessionOf(who), ...state },
    routes: [{ path: '/order-confirmation', element: <OrderConfirmationPage /> }],
  });
  return { ...app, sent };
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
    const order = await screen.findByRole('article', { name: /^Order No: 31/ });
    expect(order).toHaveTextContent('Cash on Delivery · To pay on delivery');
    expect(order).toHaveTextContent('Thank you for your order. You pay in cash when it is delivered.');
    expect(screen.queryByText(/Payment received/)).toBeNull();
  });

  it('says a paid card order was paid, and a gift card order paid by gift card', async () => {
    const { sent } = renderConfirmation(orderOf(1, { code: 'paid', label: 'Paid' }), 'ok');
    expect(await screen.findByText('Payment received. Thank you for your order.')).toBeVisible();
    expect(screen.getByText(/^Credit or Debit Card ·/)).toHaveTextContent('Credit or Debit Card · Paid');
    // The payment is settled first, then the order read.
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/payments/payment-status',
      'GET /api/orders/31',
    ]);
  });

  it('reads "Order No: 31" with its status after it, never a dot with nothing after', async () => {
    renderConfirmation(placedOrder, 'ok');
    const heading = await screen.findByRole('heading', { level: 2, name: /^Order No: 31/ });
    expect(heading).toHaveTextContent('Order No: 31 Placed');
    expect(document.body).not.toHaveTextContent(/Order No: 31 ·/);
  });

  it('shows the delivery address, the special instructions, gift wrap and the invoice choice', async () => {
    renderConfirmation(placedOrder, 'ok');
    const order = await screen.findByRole('article', { name: /^Order No: 31/ });
    expect(within(order).getByRole('group', { name: 'Delivery address' })).toHaveTextContent(
      'Ayesha Khan12 Mall RoadLahore, Punjab, 54000Pakistan',
    );
    const choices = within(order).getByRole('region', { name: 'Your choices' });
    const instructions = within(choices).getByText('Special instructions', { selector: 'dt' });
    expect(instructions.nextElementSibling?.textContent).toBe('Ring twice.\nGate 2.');
    expect(choices).toHaveTextContent('Yes, gift wrapped');
    expect(choices).toHaveTextContent('Sent with your confirmation e-mail as a PDF');
    expect(within(order).getByRole('link', { name: 'Invoice (PDF)' })).toHaveAttribute(
      'href',
      '/api/orders/31/invoice.pdf?token=b3JkZXI.c2lnbmVk',
    );
  });

  it('drops a checkout toast still showing when the shopper arrives', async () => {
    renderConfirmation(placedOrder, 'ok', 'guest', {
      toasts: { items: [{ id: 'stale', kind: 'error', message: 'Please select a payment method' }] },
    });
    await screen.findByRole('article', { name: /^Order No: 31/ });
    expect(screen.queryByText('Please select a payment method')).toBeNull();
  });

  it('in a browser that did not place the order, says how to open it instead of the server’s words', async () => {
    renderConfirmation(placedOrder, 'ok', 'nobody');
    expect(await screen.findByText('Order No: 31 cannot be opened in this browser.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByText(/Authorization token is missing/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Find your order' })).toHaveAttribute('href', '/tracking-order');
  });

  it('thanks an Urdu reader in Urdu: the order’s number, status, date in Pakistan and total, the e-mail left to right', async () => {
    renderConfirmation(placedOrder, 'ok', 'guest', {}, 'ur');
    const status = formatMessage('ur', 'orders.status.placed');
    const order = await screen.findByRole('article', {
      name: `${formatMessage('ur', 'orders.detail.orderNo', { id: 31 })} ${status}`,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      formatMessage('ur', 'orders.page.thankYouTitle'),
    );
    const intro = screen.getByText((_, element) => element?.classList.contains('order-intro') ?? false);
    expect(intro).toHaveTextContent(
      formatMessage('ur', 'orders.page.emailed', { email: 'ayesha@example.pk' }),
    );
    expect(intro.querySelector('bdi[dir="ltr"]')).toHaveTextContent('ayesha@example.pk');
    expect(order).toHaveTextContent(formatMessage('ur', 'orders.statusSentence.placed'));
    expect(order).toHaveTextContent(
      `${formatMessage('ur', 'orders.paymentMethod.4')} · ${formatMessage('ur', 'orders.paymentState.to_pay_on_delivery')}`,
    );
    // 10:00 UTC is 3 pm in Karachi.
    expect(within(order).getByText('22 نومبر، 2026 کو 3:00 PM', { selector: 'p > time' })).toBeVisible();
    expect(
      within(order).getByText(formatMessage('ur', 'orders.totals.total')).nextElementSibling,
    ).toHaveTextContent(formatRupees('ur', 1950));
    expect(screen.getByRole('link', { name: formatMessage('ur', 'orders.page.seeAllOrders') })).toBeVisible();
    expect(screen.queryByText(/Thank you|Order No|Placed on/)).toBeNull();
  });
});
