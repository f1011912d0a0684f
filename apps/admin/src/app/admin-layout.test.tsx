import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAdmin, shellHandlers } from '../test/admin-test-utils';

describe('the back office shell', () => {
  it('sends a visitor without a session to sign in, keeping where they were going', async () => {
    fakeServer({});
    const { where } = renderAdmin('/orders/1042', null);
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(where()).toBe('/sign-in?next=%2Forders%2F1042');
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
  });

  it('lists the pages an owner may open, with open cancel demands counted, the current one marked', async () => {
    fakeServer(shellHandlers('owner'));
    renderAdmin('/', 'owner');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    await within(nav).findByRole('link', { name: /^Cancel demands\s*: 2$/ });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Orders',
      'Cancel demands: 2',
      'Customers',
      // The catalogue desk (issue 25).
      'Books',
      'Bulk CSV',
      'Categories',
      'Home page',
      'Card discounts',
      'Book requests',
      'Gift cards',
      'Staff',
      'Audit log',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('owner@bookshop.pk')).toBeInTheDocument();
  });

  it('gives the orders role the order desk without Staff and Audit log, and tells it those pages are not its own', async () => {
    const sent = fakeServer(shellHandlers('orders'));
    renderAdmin('/audit', 'orders');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this. (Orders)');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(sent.some((r) => r.path === '/api/admin/audit')).toBe(false);
  });

  it('gives the catalogue role no order desk page', async () => {
    const sent = fakeServer(shellHandlers('catalogue'));
    renderAdmin('/', 'catalogue');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(sent.some((r) => r.path === '/api/admin/dashboard')).toBe(false);
  });

  it('sends the staff member to sign in, saying so, when the server ends the session', async () => {
    fakeServer({
      ...shellHandlers('owner'),
      'GET /api/admin/dashboard': {
        status: 401,
        body: { error: 'Your session has ended. Please sign in again.' },
      },
    });
    const { store, where } = renderAdmin('/', 'owner');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(store.getState().staffSession.token).toBeNull();
    expect(where()).toMatch(/^\/sign-in/);
  });

  it('signs out on the server and forgets the session and what it read', async () => {
    const sent = fakeServer({
      ...shellHandlers('owner'),
      'POST /api/admin/auth/sign-out': { body: { success: true, message: 'Signed out.' } },
    });
    sessionStorage.setItem('bookshop.staff-session', '{"token":"owner-token"}');
    const { store, where } = renderAdmin('/', 'owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(where()).toBe('/sign-in'));
    expect(sent.find((r) => r.path === '/api/admin/auth/sign-out')?.authorization).toBe('Bearer owner-token');
    expect(store.getState().staffSession.token).toBeNull();
    expect(store.getState().adminApi.queries).toEqual({});
    expect(sessionStorage.getItem('bookshop.staff-session')).toBeNull();
  });

  it('shows its not-found page for an address it does not have', async () => {
    fakeServer(shellHandlers('owner'));
    renderAdmin('/no-such-page', 'owner');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  });
});
