import type { AuditEntry } from '@bookshop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAdmin, shellHandlers } from '../../test/admin-test-utils';

const shipped: AuditEntry = {
  id: 90,
  at: '2026-11-26T06:00:00.000Z',
  staff: { id: 2, email: 'orders@bookshop.pk' },
  actor: 'staff:2',
  action: 'order.shipped',
  target: { type: 'order', id: '1042' },
  before: { status: 'processing' },
  after: { status: 'shipped', courier: 'TCS', tracking_number: 'TCS-7731' },
  address: '203.0.113.9',
};

const invited: AuditEntry = {
  id: 1,
  at: '2026-11-01T06:00:00.000Z',
  staff: null,
  actor: 'cli',
  action: 'staff.invited',
  target: { type: 'staff', id: '1' },
  before: null,
  after: { email: 'owner@bookshop.pk', role: 'owner' },
  address: null,
};

describe('AuditPage', () => {
  it('lists who did what to what, from where, with before and after, and pages back', async () => {
    const sent = fakeServer({
      ...shellHandlers('owner'),
      'GET /api/admin/audit': (request) => ({
        body: {
          data: request.url.searchParams.get('before')
            ? { entries: [invited], next_before: null, limit: 50 }
            : { entries: [shipped], next_before: 90, limit: 50 },
        },
      }),
    });
    renderAdmin('/audit', 'owner');
    const log = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const row = within(log).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('orders@bookshop.pk');
    expect(row).toHaveTextContent('order.shipped');
    expect(within(row).getByRole('link', { name: 'order 1042' })).toHaveAttribute('href', '/orders/1042');
    expect(row).toHaveTextContent('203.0.113.9');
    await userEvent.click(within(row).getByText('Before and after'));
    expect(row).toHaveTextContent('"tracking_number": "TCS-7731"');
    expect(screen.getByRole('region', { name: 'Audit log, newest first' })).toHaveAttribute('tabindex', '0');

    await userEvent.click(screen.getByRole('link', { name: 'Older entries' }));
    expect(await screen.findByText('the command line')).toBeInTheDocument();
    expect(screen.getByText('No older entries.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newest' })).toHaveAttribute('href', '/audit');
    expect(
      sent
        .filter((r) => r.path === '/api/admin/audit')
        .at(-1)
        ?.url.searchParams.get('before'),
    ).toBe('90');
  });

  it('filters by action and target through the address', async () => {
    const sent = fakeServer({
      ...shellHandlers('owner'),
      'GET /api/admin/audit': { body: { data: { entries: [shipped], next_before: null, limit: 50 } } },
    });
    const { where } = renderAdmin('/audit', 'owner');
    await screen.findByRole('table', { name: 'Audit log, newest first' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Action/ }), 'order.shipped');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Done to/ }), 'Order');
    await userEvent.type(screen.getByRole('textbox', { name: /Its number/ }), '1042');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(where()).toBe('/audit?action=order.shipped&target_type=order&target_id=1042'));
    await waitFor(() =>
      expect(
        Object.fromEntries(sent.filter((r) => r.path === '/api/admin/audit').at(-1)!.url.searchParams),
      ).toEqual({
        action: 'order.shipped',
        target_type: 'order',
        target_id: '1042',
        limit: '50',
      }),
    );
  });
});
