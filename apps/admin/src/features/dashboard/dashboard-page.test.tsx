import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAdmin, shellHandlers } from '../../test/admin-test-utils';

describe('DashboardPage', () => {
  it("shows today's and this week's orders and revenue, payments pending, what waits for each action and low stock", async () => {
    fakeServer(shellHandlers('owner'));
    renderAdmin('/', 'owner');
    const sales = await screen.findByRole('region', { name: 'Sales' });
    expect(within(sales).getByText('Orders today').parentElement).toHaveTextContent(
      'Orders today4Rs. 5,200 revenue',
    );
    expect(within(sales).getByText('Orders this week').parentElement).toHaveTextContent(
      '31Rs. 48,250 revenue',
    );
    expect(within(sales).getByRole('link', { name: /Payments pending/ })).toHaveAttribute(
      'href',
      '/orders?status=pending_payment',
    );
    const waiting = screen.getByRole('region', { name: 'Waiting for you' });
    expect(within(waiting).getByRole('link', { name: /To confirm by phone 3/ })).toHaveAttribute(
      'href',
      '/orders?status=placed&payment_method=4',
    );
    expect(within(waiting).getByRole('link', { name: /Bank transfers to check 1/ })).toHaveAttribute(
      'href',
      '/orders?status=pending_payment&payment_method=3',
    );
    expect(within(waiting).getByRole('link', { name: /To ship 0/ })).not.toHaveClass(
      'bk-stat-card--attention',
    );
    expect(within(waiting).getByRole('link', { name: /To mark delivered 5/ })).toHaveClass(
      'bk-stat-card--attention',
    );
    expect(within(waiting).getByRole('link', { name: /Cancel demands to answer 2/ })).toHaveAttribute(
      'href',
      '/cancel-demands',
    );
    const stock = screen.getByRole('table', { name: 'Books with 3 or fewer copies left' });
    const rows = within(stock).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Aangan',
      'Moth Smoke',
    ]);
    expect(within(stock).getByRole('link', { name: 'Moth Smoke' })).toHaveAttribute('href', '/book/7');
  });
});
