import type { AdminCancelDemandSummary } from '@bookshop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAdmin, shellHandlers } from '../../test/admin-test-utils';
import { adminOrder } from '../../test/fixtures';

const demand: AdminCancelDemandSummary = {
  id: 5,
  reason: 'Ordered twice by mistake.',
  created_at: '2026-11-26T08:00:00.000Z',
  state: 'open',
  reply: null,
  answered_at: null,
  answered_by: null,
  order: { id: 1042, status: 'shipped', email: 'ayesha@example.pk', name: 'Ayesha Khan', total: 2150 },
};

function demandsServer(extra: Parameters<typeof fakeServer>[0] = {}) {
  let answered = false;
  const sent = fakeServer({
    ...shellHandlers('orders'),
    'GET /api/admin/cancel-demands': () => ({
      body: { data: { demands: answered ? [] : [demand], page: 1, per_page: 25, total: answered ? 0 : 1 } },
    }),
    'POST /api/admin/cancel-demands/5/accept': () => {
      answered = true;
      return {
        body: {
          success: true,
          message: 'Order No: 1042 is cancelled as asked.',
          data: { demand: { ...demand, state: 'accepted' }, order: adminOrder({ status: 'cancelled' }) },
        },
      };
    },
    'POST /api/admin/cancel-demands/5/decline': () => {
      answered = true;
      return {
        body: {
          success: true,
          message: 'The shopper was sent your reply.',
          data: { demand: { ...demand, state: 'declined' }, order: adminOrder({ status: 'shipped' }) },
        },
      };
    },
    ...extra,
  });
  return sent;
}

describe('CancelDemandsPage', () => {
  it('shows each open demand with its order and reason, and accepting it cancels the order', async () => {
    const sent = demandsServer();
    renderAdmin('/cancel-demands', 'orders');
    const card = await screen.findByRole('article', { name: /Order #1042/ });
    expect(card).toHaveTextContent('Ordered twice by mistake.');
    expect(card).toHaveTextContent('Ayesha Khan (ayesha@example.pk) · Rs. 2,150');
    expect(within(card).getByRole('link', { name: 'Order #1042' })).toHaveAttribute('href', '/orders/1042');
    await userEvent.click(within(card).getByRole('button', { name: 'Accept and cancel the order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order No: 1042 is cancelled as asked.');
    expect(sent.find((r) => r.path.endsWith('/accept'))?.body).toEqual({ reply: '' });
    expect(await screen.findByText('No cancel demand waits for an answer.')).toBeInTheDocument();
  });

  it('declines only with a reply, which is sent to the shopper', async () => {
    const sent = demandsServer();
    renderAdmin('/cancel-demands', 'orders');
    const card = await screen.findByRole('article', { name: /Order #1042/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Decline with this reply' }));
    expect(within(card).getByRole('textbox', { name: /Reply to the shopper/ })).toHaveAccessibleDescription(
      /Write the reply the shopper will get\./,
    );
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.type(
      within(card).getByRole('textbox', { name: /Reply to the shopper/ }),
      'It has left Lahore.',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Decline with this reply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The shopper was sent your reply.');
    expect(sent.find((r) => r.path.endsWith('/decline'))?.body).toEqual({ reply: 'It has left Lahore.' });
  });

  it('says when another staff member answered first', async () => {
    demandsServer({
      'POST /api/admin/cancel-demands/5/accept': {
        status: 409,
        body: { error: 'This cancel demand was answered already.', data: { status: 'declined' } },
      },
    });
    renderAdmin('/cancel-demands', 'orders');
    const card = await screen.findByRole('article', { name: /Order #1042/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Accept and cancel the order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Answered meanwhile: This cancel demand was answered already. The list has been reloaded.',
    );
  });

  it('lists answered demands with their answer under their tab', async () => {
    const sent = fakeServer({
      ...shellHandlers('orders'),
      'GET /api/admin/cancel-demands': {
        body: {
          data: {
            demands: [
              {
                ...demand,
                state: 'declined',
                reply: 'It has left Lahore.',
                answered_at: '2026-11-26T09:00:00.000Z',
                answered_by: { id: 2, email: 'orders@bookshop.pk' },
              },
            ],
            page: 1,
            per_page: 25,
            total: 1,
          },
        },
      },
    });
    renderAdmin('/cancel-demands?state=answered', 'orders');
    const card = await screen.findByRole('article', { name: /Order #1042/ });
    expect(card).toHaveTextContent('Declined');
    expect(card).toHaveTextContent('Declined 26 Nov 2026, 14:00 by orders@bookshop.pk: It has left Lahore.');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(sent.find((r) => r.path === '/api/admin/cancel-demands')?.url.searchParams.get('state')).toBe(
        'answered',
      ),
    );
    expect(screen.getByRole('link', { name: 'Answered' })).toHaveAttribute('aria-current', 'page');
  });
});
