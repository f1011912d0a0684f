import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAdmin, shellHandlers, staffMember } from '../../test/admin-test-utils';

const desk = staffMember('orders', {
  id: 5,
  email: 'desk@bookshop.pk',
  state: 'invited',
  totp_enrolled: false,
  last_sign_in_at: null,
});

function staffServer() {
  let members = [staffMember('owner'), desk];
  return fakeServer({
    ...shellHandlers('owner'),
    'GET /api/admin/staff': () => ({
      body: { data: { staff: members, page: 1, per_page: 25, total: members.length } },
    }),
    'POST /api/admin/staff': (request) => {
      const body = request.body as { email: string; role: 'orders' };
      const added = staffMember('catalogue', {
        id: 6,
        email: body.email,
        state: 'invited',
        totp_enrolled: false,
      });
      members = [...members, added];
      return {
        status: 201,
        body: {
          success: true,
          message: `${body.email} is invited. The set-up link was e-mailed to them.`,
          data: {
            staff: added,
            setup_link: 'https://bookshop.pk/admin/setup?token=abc',
            setup_expires_at: '2026-11-28T09:00:00.000Z',
          },
        },
      };
    },
    'DELETE /api/admin/staff/5': () => {
      members = members.filter((m) => m.id !== 5);
      return { body: { success: true, message: 'The staff member was removed.' } };
    },
    'POST /api/admin/staff/5/reset': {
      body: {
        success: true,
        message: 'desk@bookshop.pk was reset. The new set-up link was e-mailed to them.',
        data: {
          staff: desk,
          setup_link: 'https://bookshop.pk/admin/setup?token=new',
          setup_expires_at: '2026-11-28T09:00:00.000Z',
        },
      },
    },
  });
}

describe('StaffPage', () => {
  it('lists the staff with role and state, and invites with a role, showing the one-time link', async () => {
    const sent = staffServer();
    renderAdmin('/staff', 'owner');
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('owner@bookshop.pkOwnerActive');
    expect(rows[0]).toHaveTextContent('You');
    expect(rows[1]).toHaveTextContent('desk@bookshop.pkOrdersInvited');

    const invite = screen.getByRole('region', { name: 'Invite a staff member' });
    await userEvent.click(within(invite).getByRole('button', { name: 'Invite' }));
    expect(within(invite).getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      'The email field is required.',
    );
    await userEvent.type(within(invite).getByRole('textbox', { name: /E-mail/ }), 'Stock@Bookshop.pk');
    await userEvent.selectOptions(within(invite).getByRole('combobox', { name: /Role/ }), 'Catalogue');
    await userEvent.click(within(invite).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('status')).toHaveTextContent('stock@bookshop.pk is invited.');
    expect(screen.getByRole('status')).toHaveTextContent('https://bookshop.pk/admin/setup?token=abc');
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      email: 'stock@bookshop.pk',
      role: 'catalogue',
    });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
  });

  it('issues a new set-up link and removes a member only after asking', async () => {
    const sent = staffServer();
    renderAdmin('/staff', 'owner');
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    await userEvent.click(
      within(table).getByRole('button', { name: 'New set-up link for desk@bookshop.pk' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('https://bookshop.pk/admin/setup?token=new');
    await userEvent.click(within(table).getByRole('button', { name: /^Remove\s*desk@bookshop\.pk\s*…$/ }));
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    await userEvent.click(within(table).getByRole('button', { name: 'Keep' }));
    await userEvent.click(within(table).getByRole('button', { name: /^Remove\s*desk@bookshop\.pk\s*…$/ }));
    await userEvent.click(within(table).getByRole('button', { name: 'Yes, remove desk@bookshop.pk' }));
    expect(await screen.findByText('The staff member was removed.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('desk@bookshop.pk')).not.toBeInTheDocument());
  });
});
