import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderInApp, type Shopper, sessionOf } from '../../test/app-test-utils';
import { access, placedOrder, viewOf } from '../../test/order-fixtures';
import { InvoicePage } from './invoice-page';

function renderInvoice(path: string, who: Shopper) {
  renderInApp({
    path,
    state: { session: sessionOf(who) },
    routes: [{ path: '/orders/invoice', element: <InvoicePage /> }],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('InvoicePage', () => {
  it('shows the owner’s invoice by number with the total as charged, Print and the PDF by the order’s link', async () => {
    const sent = fakeServer({ 'GET /api/orders/31': { body: viewOf(placedOrder) } });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderInvoice('/orders/invoice?orderId=31', 'guest');
    const invoice = await screen.findByRole('article', { name: 'Invoice' });
    const total = within(invoice).getByRole('rowheader', { name: 'Total' }).nextElementSibling;
    expect(total?.textContent).toBe('Rs. 1,950');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/orders/31/invoice.pdf?token=${access.token}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(sent.map((r) => r.authorization)).toEqual(['Bearer guest-token']);
  });

  it('opens anyone’s invoice with the order’s link token', async () => {
    const sent = fakeServer({ 'GET /api/orders/by-link': { body: viewOf(placedOrder) } });
    renderInvoice(`/orders/invoice?orderId=31&token=${access.token}`, 'nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice for Order No: 31' })).toBeVisible();
    expect(sent.map((r) => r.url.searchParams.get('token'))).toEqual([access.token]);
  });

  it('says how to open it in a browser that did not place the order', async () => {
    fakeServer({ 'GET /api/orders/31': { status: 401, body: { error: 'Authorization token is missing' } } });
    renderInvoice('/orders/invoice?orderId=31', 'nobody');
    expect(await screen.findByText('Order No: 31 cannot be opened in this browser.')).toBeVisible();
  });
});
