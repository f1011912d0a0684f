import { TOKEN_INVALID_ERROR } from '@bookshop/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ayesha, fakeServer, homeAddress, renderAccount } from '../../test/app-test-utils';

afterEach(() => {
  // Unmounted first, so nothing still mounted fetches through the real network.
  cleanup();
  vi.unstubAllGlobals();
});

const addresses = { 'GET /api/addresses': { body: { data: { addresses: [homeAddress] } } } };
const me = { 'GET /api/auth/me': { body: { data: { user: ayesha } } } };

describe('Profile dialog', () => {
  it('shows the user, the actions and the saved addresses', async () => {
    fakeServer({ ...addresses, ...me });
    renderAccount({ dialog: 'profile', user: ayesha });
    const dialog = await screen.findByRole('dialog', { name: 'Your Profile' });
    expect(within(dialog).getByText('ayesha@example.pk')).toBeVisible();
    expect(within(dialog).getByText('+92 300 1234567')).toBeVisible();
    for (const name of ['Change Password', 'Edit Info', 'Add New Address', 'Delete Your Account']) {
      expect(within(dialog).getByRole('button', { name })).toBeVisible();
    }
    const saved = await within(dialog).findByRole('listitem');
    expect(saved).toHaveTextContent('12 Mall Road');
    expect(within(saved).getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(within(saved).getByRole('button', { name: 'Delete' })).toBeVisible();
  });

  it('deletes an address and refreshes the list', async () => {
    let deleted = false;
    const sent = fakeServer({
      ...me,
      'GET /api/addresses': () => ({ body: { data: { addresses: deleted ? [] : [homeAddress] } } }),
      'DELETE /api/addresses/31': () => {
        deleted = true;
        return { body: { success: true } };
      },
    });
    renderAccount({ dialog: 'profile', user: ayesha });
    const saved = await screen.findByRole('listitem');
    await userEvent.click(within(saved).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no saved addresses yet.')).toBeVisible();
    expect(sent.filter((s) => s.method === 'DELETE')).toHaveLength(1);
  });

  it('lists the saved cards and removes one ("you can manually delete it from saved methods")', async () => {
    const visa = {
      id: 'tok_visa',
      bin: '424242',
      card_details: { card_network: 'visa', last_four_digits: '4242' },
    };
    let cards = [visa];
    const sent = fakeServer({
      ...addresses,
      ...me,
      'GET /api/payments/payment-methods': () => ({ body: { data: { paymentMethods: cards } } }),
      'DELETE /api/payments/method/tok_visa': () => {
        cards = [];
        return { body: { success: true, message: 'Card removed' } };
      },
    });
    renderAccount({ dialog: 'profile', user: ayesha });
    const section = await screen.findByRole('region', { name: 'Saved Cards' });
    const card = await within(section).findByRole('listitem');
    expect(card).toHaveTextContent('•••• 4242');
    await userEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    expect(await within(section).findByText('You have no saved cards.')).toBeVisible();
    expect(sent.filter((s) => s.method === 'DELETE').map((s) => [s.path, s.authorization])).toEqual([
      ['/api/payments/method/tok_visa', 'Bearer user-token'],
    ]);
  });

  it('says so when a saved card could not be removed, and keeps it listed', async () => {
    const visa = {
      id: 'tok_visa',
      bin: '424242',
      card_details: { card_network: 'visa', last_four_digits: '4242' },
    };
    fakeServer({
      ...addresses,
      ...me,
      'GET /api/payments/payment-methods': { body: { data: { paymentMethods: [visa] } } },
      'DELETE /api/payments/method/tok_visa': {
        status: 500,
        body: { error: 'Something went wrong, please try again.' },
      },
    });
    renderAccount({ dialog: 'profile', user: ayesha });
    const section = await screen.findByRole('region', { name: 'Saved Cards' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Remove' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    expect(within(section).getByRole('listitem')).toHaveTextContent('•••• 4242');
  });

  it('only logs a failed address deletion', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({
      ...addresses,
      ...me,
      'DELETE /api/addresses/31': { status: 404, body: { error: 'Address not found' } },
    });
    renderAccount({ dialog: 'profile', user: ayesha });
    await userEvent.click(
      within(await screen.findByRole('listitem')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('listitem')).toHaveTextContent('12 Mall Road');
    log.mockRestore();
  });

  it('opens the sub-dialogs, each returning to the profile when closed', async () => {
    fakeServer({ ...addresses, ...me });
    renderAccount({ dialog: 'profile', user: ayesha });
    for (const [button, dialog] of [
      ['Change Password', 'Change Password'],
      ['Edit Info', 'Edit Profile'],
      ['Add New Address', 'New Address'],
      ['Delete Your Account', 'Delete Account'],
    ] as const) {
      await userEvent.click(await screen.findByRole('button', { name: button }));
      const opened = await screen.findByRole('dialog', { name: dialog });
      await userEvent.click(within(opened).getByRole('button', { name: 'Close' }));
      await screen.findByRole('dialog', { name: 'Your Profile' });
    }
  });

  it('asks a guest to log in, and logs out a session the server no longer knows', async () => {
    fakeServer({
      ...addresses,
      'GET /api/auth/me': { status: 401, body: { error: TOKEN_INVALID_ERROR } },
    });
    const { store } = renderAccount({ dialog: 'profile', user: ayesha });
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeVisible();
    expect(store.getState().session.token).toBeNull();
  });
});

describe('Edit Profile dialog', () => {
  it('starts from the profile (phone shown as +92 300 1234567) and shows the required messages', async () => {
    fakeServer({});
    renderAccount({ dialog: 'edit-profile', user: ayesha });
    const firstName = await screen.findByLabelText(/First Name/);
    expect(firstName).toHaveValue('Ayesha');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('+92 300 1234567');
    await userEvent.clear(firstName);
    await userEvent.clear(screen.getByLabelText(/Last Name/));
    await userEvent.clear(screen.getByRole('textbox', { name: /Phone/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name field is required')).toBeVisible();
    expect(screen.getByText('Last name field is required')).toBeVisible();
    expect(screen.getByText('The phone field is required.')).toBeVisible();
  });

  it('bounds names to 3 to 30 letters and takes Pakistani mobiles only', async () => {
    fakeServer({});
    renderAccount({ dialog: 'edit-profile', user: ayesha });
    const firstName = await screen.findByLabelText(/First Name/);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Ay');
    const lastName = screen.getByLabelText(/Last Name/);
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'K'.repeat(31));
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '042 35761234');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('The first name should have a minimum length of 3')).toBeVisible();
    expect(screen.getByText('The last name should have a maximum length of 30')).toBeVisible();
    expect(screen.getByText('Invalid phone number')).toBeVisible();
  });

  it('saves, updates the session user, says so and returns to the profile', async () => {
    const updated = { ...ayesha, first_name: 'Aisha', name: 'Aisha Khan', phone: '+923457654321' };
    let saved = false;
    const sent = fakeServer({
      ...addresses,
      'GET /api/auth/me': () => ({ body: { data: { user: saved ? updated : ayesha } } }),
      'PUT /api/profile': () => {
        saved = true;
        return { body: { data: { user: updated } } };
      },
    });
    const { store } = renderAccount({ dialog: 'edit-profile', user: ayesha });
    const firstName = await screen.findByLabelText(/First Name/);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Aisha');
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0345 7654321');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated successfully.')).toBeVisible();
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      first_name: 'Aisha',
      last_name: 'Khan',
      phone: '+923457654321',
    });
    expect(store.getState().session.user?.first_name).toBe('Aisha');
    expect(await screen.findByRole('dialog', { name: 'Your Profile' })).toBeVisible();
  });
});

describe('Change Password dialog', () => {
  async function fill(current: string, next: string, confirm: string) {
    if (current) await userEvent.type(await screen.findByLabelText(/Current Password/), current);
    if (next) await userEvent.type(screen.getByLabelText(/^New Password/), next);
    if (confirm) await userEvent.type(screen.getByLabelText(/Confirm New Password/), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  }

  it('shows the required messages', async () => {
    fakeServer({});
    renderAccount({ dialog: 'change-password', user: ayesha });
    await screen.findByRole('dialog', { name: 'Change Password' });
    await fill('', '', '');
    expect(await screen.findByText('The current password field is required.')).toBeVisible();
    expect(screen.getByText('The new password field is required.')).toBeVisible();
  });

  it('bounds the new password and checks the confirmation', async () => {
    fakeServer({});
    renderAccount({ dialog: 'change-password', user: ayesha });
    await fill('oldpass1', 'abc', 'abd');
    expect(await screen.findByText('The new password should have a minimum length of 6')).toBeVisible();
    expect(screen.getByText('Password confirmation does not match password')).toBeVisible();
    const next = screen.getByLabelText(/^New Password/);
    await userEvent.clear(next);
    await userEvent.type(next, 'n'.repeat(19));
    expect(await screen.findByText('The new password should have a maximum length of 18')).toBeVisible();
  });

  it('shows the server’s refusal on the current password', async () => {
    fakeServer({
      'POST /api/auth/change-password': {
        status: 401,
        body: { error: 'The current password is incorrect.' },
      },
    });
    renderAccount({ dialog: 'change-password', user: ayesha });
    await fill('oldpass1', 'newpass1', 'newpass1');
    await waitFor(() =>
      expect(screen.getByLabelText(/Current Password/)).toHaveAccessibleDescription(
        'The current password is incorrect.',
      ),
    );
  });

  it('changes the password and says so, verbatim', async () => {
    const sent = fakeServer({
      ...addresses,
      ...me,
      'POST /api/auth/change-password': { body: { success: true, message: 'Password change successfully.' } },
    });
    renderAccount({ dialog: 'change-password', user: ayesha });
    await fill('oldpass1', 'newpass1', 'newpass1');
    expect(await screen.findByText('Password change successfully.')).toBeVisible();
    expect(sent[0]?.body).toEqual({
      current_password: 'oldpass1',
      new_password: 'newpass1',
      new_confirm_password: 'newpass1',
    });
    expect(await screen.findByRole('dialog', { name: 'Your Profile' })).toBeVisible();
  });
});

describe('Delete Account dialog', () => {
  it('deletes, clears the session, says so and goes home', async () => {
    const sent = fakeServer({ 'POST /api/auth/delete-account': { body: { success: true } } });
    const { store } = renderAccount({ dialog: 'delete-account', user: ayesha, path: '/orders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Account deleted successfully.')).toBeVisible();
    expect(store.getState().session).toMatchObject({ user: null, token: null });
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent(/^\/$/);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/delete-account',
      authorization: 'Bearer user-token',
    });
  });

  it('shows why a deletion failed and keeps the session', async () => {
    fakeServer({
      'POST /api/auth/delete-account': { status: 500, body: { error: 'Please try again later.' } },
    });
    const { store } = renderAccount({ dialog: 'delete-account', user: ayesha });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please try again later.');
    expect(store.getState().session.user).toEqual(ayesha);
  });
});
