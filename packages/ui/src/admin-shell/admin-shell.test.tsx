import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminShell } from './admin-shell';

const nav = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/orders', label: 'Orders', current: true },
  { href: '/admin/cancel-demands', label: 'Cancel demands', count: 2 },
  { href: '/admin/customers', label: 'Customers', count: 0 },
];

describe('AdminShell', () => {
  it('frames the page: skip link to main, the pages to open with the current one marked, who is signed in', () => {
    render(
      <AdminShell homeHref="/admin" nav={nav} staff={{ email: 'owner@bookshop.pk', roleLabel: 'Owner' }}>
        <h1>Orders</h1>
      </AdminShell>,
    );
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#admin-main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'admin-main');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: /^Cancel demands\s*: 2$/ })).toHaveAttribute(
      'href',
      '/admin/cancel-demands',
    );
    // A count of nothing waiting is not shown.
    expect(within(menu).getByRole('link', { name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByText('owner@bookshop.pk')).toBeInTheDocument();
    expect(screen.getByText('(Owner)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bookshop Back office' })).toHaveAttribute('href', '/admin');
  });

  it('opens and closes the navigation with the Menu button on a phone, and closes it when a page is chosen', async () => {
    render(
      <AdminShell homeHref="/admin" nav={nav} staff={{ email: 'owner@bookshop.pk', roleLabel: 'Owner' }}>
        <p>page</p>
      </AdminShell>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = screen.getByRole('navigation', { name: 'Back office' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('bk-admin-shell__nav--open');
    await userEvent.click(within(menu).getByRole('link', { name: 'Dashboard' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('raises Sign out, and shows it busy while signing out', async () => {
    const onSignOut = vi.fn();
    const { rerender } = render(
      <AdminShell
        homeHref="/admin"
        nav={nav}
        staff={{ email: 'a@b.pk', roleLabel: 'Orders' }}
        onSignOut={onSignOut}
      >
        <p>page</p>
      </AdminShell>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    rerender(
      <AdminShell
        homeHref="/admin"
        nav={nav}
        staff={{ email: 'a@b.pk', roleLabel: 'Orders' }}
        onSignOut={onSignOut}
        signingOut
      >
        <p>page</p>
      </AdminShell>,
    );
    expect(screen.getByRole('button', { name: 'Signing out…' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows neither navigation nor account before anyone signs in', () => {
    render(
      <AdminShell homeHref="/admin" nav={nav}>
        <h1>Staff sign-in</h1>
      </AdminShell>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
  });
});
