import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAdmin } from '../../test/admin-test-utils';

const TOKEN = 'T'.repeat(43);

describe('SetupPage', () => {
  it('greets whose link it is, wants 12 characters and the same twice, sets the password once and leads to sign-in', async () => {
    const sent = fakeServer({
      'GET /api/admin/auth/setup': { body: { data: { email: 'new@bookshop.pk', role: 'orders' } } },
      'POST /api/admin/auth/setup': {
        body: { success: true, message: 'Your password is set. Sign in to set up your authenticator app.' },
      },
    });
    const { where } = renderAdmin(`/setup?token=${TOKEN}`, null);
    expect(await screen.findByText('new@bookshop.pk')).toBeInTheDocument();
    expect(screen.getByText(/\(Orders\)/)).toBeInTheDocument();
    expect(sent[0]?.url.searchParams.get('token')).toBe(TOKEN);

    await userEvent.type(screen.getByLabelText(/^New password/), 'too short');
    await userEvent.type(screen.getByLabelText(/^Confirm the password/), 'too short!');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      /The password should have a minimum length of 12/,
    );
    expect(screen.getByLabelText(/^Confirm the password/)).toHaveAccessibleDescription(
      'The password confirmation does not match.',
    );
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.type(screen.getByLabelText(/^New password/), 'a long staff password');
    await userEvent.clear(screen.getByLabelText(/^Confirm the password/));
    await userEvent.type(screen.getByLabelText(/^Confirm the password/), 'a long staff password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is set.');
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      token: TOKEN,
      password: 'a long staff password',
      password_confirmation: 'a long staff password',
    });
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(where()).toBe('/sign-in?email=new%40bookshop.pk'));
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('new@bookshop.pk');
  });

  it('says a spent or expired link is no longer valid, and so is a missing one', async () => {
    fakeServer({
      'GET /api/admin/auth/setup': {
        status: 404,
        body: { error: 'This set-up link is not valid or has expired. Ask an owner for a new one.' },
      },
    });
    const first = renderAdmin(`/setup?token=${TOKEN}`, null);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This set-up link is not valid or has expired. Ask an owner for a new one.',
    );
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    first.unmount();
    renderAdmin('/setup', null);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This set-up link is not valid or has expired.',
    );
  });

  it('shows the server refusing the token at the last moment above the form', async () => {
    fakeServer({
      'GET /api/admin/auth/setup': { body: { data: { email: 'new@bookshop.pk', role: 'owner' } } },
      'POST /api/admin/auth/setup': {
        status: 422,
        body: {
          errors: { token: ['This set-up link is not valid or has expired. Ask an owner for a new one.'] },
        },
      },
    });
    renderAdmin(`/setup?token=${TOKEN}`, null);
    await userEvent.type(await screen.findByLabelText(/^New password/), 'a long staff password');
    await userEvent.type(screen.getByLabelText(/^Confirm the password/), 'a long staff password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This set-up link is not valid or has expired.',
    );
  });
});
