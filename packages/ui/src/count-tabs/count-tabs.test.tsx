import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountTabs } from './count-tabs';

describe('CountTabs', () => {
  it('links each view with its count read after its name, the chosen one marked as the current page', () => {
    render(
      <CountTabs
        label="Orders by status"
        current="placed"
        tabs={[
          { value: '', label: 'All', href: '/admin/orders' },
          { value: 'placed', label: 'Placed', count: 4, href: '/admin/orders?status=placed' },
          { value: 'shipped', label: 'Shipped', count: 0, href: '/admin/orders?status=shipped' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Orders by status' });
    const placed = within(nav).getByRole('link', { name: /^Placed\s*: 4$/ });
    expect(placed).toHaveAttribute('aria-current', 'page');
    expect(placed).toHaveAttribute('href', '/admin/orders?status=placed');
    expect(within(nav).getByRole('link', { name: /^Shipped\s*: 0$/ })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/admin/orders');
  });
});
