import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ayesha, fakeServer, renderAccount } from '../../test/app-test-utils';

afterEach(() => {
  // Unmounted first, so nothing still mounted fetches through the real network.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const currentPage = () => screen.getByRole('status', { name: 'Current page' });

async function findDialog(name: string) {
  return screen.findByRole('dialog', { name });
}

describe('Login dialog', () => {
  it('shows the required messages when submitted empty', async () => {
    fakeServer({});
    renderAccount({ dialog: 'login' });
    await findDialog('Login');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('The email field is required.')).toBeVisible();
    expect(screen.getByText('The password field is required.')).toBeVisible();
  });

  it('says when the e-mail is not valid, once the field is left', async () => {
    fakeServer({});
    renderAccount({ dialog: 'login' });
    await userEvent.type(await screen.findByLabelText(/Email/), 'ayesha@');
    expect(screen.queryByText('Invalid email')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Invalid email')).toBeVisible();
  });

  it('shows a refused login under the e-mail and clears the password', async () => {
    const sent = fakeServer({
      'POST /api/auth/login': { status: 401, body: { error: 'These credentials do not match our records.' } },
    });
    const { store } = renderAccount({ dialog: 'login' });
    await userEvent.type(await screen.findByLabelText(/Email/), 'ayesha@example.pk');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(
        'These credentials do not match our records.',
      ),
    );
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
    expect(screen.queryByText('The password field is required.')).not.toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ email: 'ayesha@example.pk', password: 'wrong-pass' });
    expect(store.getState().session.user).toBeNull();
  });

  it('logs in with the guest token, keeps the session, closes and leaves /logged-out for home', async () => {
    const sent = fakeServer({
      'POST /api/auth/login': { body: { data: { user: ayesha, token: 'user-1' } } },
    });
    const { store } = renderAccount({ dialog: 'login', path: '/logged-out', guestToken: 'guest-1' });
    await userEvent.type(await screen.findByLabelText(/Email/), ' ayesha@example.pk ');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret12{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[0]).toMatchObject({
      authorization: 'Bearer guest-1',
      body: { email: 'ayesha@example.pk', password: 'secret12', guestToken: 'guest-1' },
    });
    expect(store.getState().session).toMatchObject({ user: ayesha, token: 'user-1' });
    expect(JSON.parse(localStorage.getItem('bookshop.session') ?? '{}')).toMatchObject({ token: 'user-1' });
    // Home comes once the login has settled, which may be a moment after the dialog closes.
    await waitFor(() => expect(currentPage()).toHaveTextContent(/^\/$/));
  });

  it('stays on the page it was opened on elsewhere', async () => {
    fakeServer({ 'POST /api/auth/login': { body: { data: { user: ayesha, token: 'user-1' } } } });
    renderAccount({ dialog: 'login', path: '/book/4' });
    await userEvent.type(await screen.findByLabelText(/Email/), 'ayesha@example.pk');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret12{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPage()).toHaveTextContent('/book/4');
  });

  it('leads to registration and to forgot password', async () => {
    fakeServer({});
    renderAccount({ dialog: 'login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(await findDialog('Forgot Password')).toBeVisible();
  });
});

describe('Register dialog', () => {
  async function fillRegister(values: Partial<Record<string, string>>) {
    const labels: Record<string, RegExp> = {
      first_name: /First Name/,
      last_name: /Last Name/,
      email: /Email/,
      password: /^Password/,
      password_confirmation: /Confirm Password/,
    };
    for (const [field, value] of Object.entries(values)) {
      const label = labels[field];
      if (label && value) await userEvent.type(screen.getByLabelText(label), value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  }

  it('shows every required message', async () => {
    fakeServer({});
    renderAccount({ dialog: 'register' });
    await findDialog('Register');
    await fillRegister({});
    for (const message of [
      'First name field is required',
      'Last name field is required',
      'The email field is required.',
      'The password field is required.',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
  });

  it('refuses digits in names, a bad e-mail, a short password and a wrong confirmation', async () => {
    fakeServer({});
    renderAccount({ dialog: 'register' });
    await findDialog('Register');
    await fillRegister({
      first_name: 'Ayesha2',
      last_name: 'Khan!',
      email: 'ayesha.example.pk',
      password: '12345',
      password_confirmation: '1234',
    });
    for (const message of [
      'The first name must contain only letters, dots, and hyphens.',
      'The last name must contain only letters, dots, and hyphens.',
      'Invalid email',
      'The Password should have a minimum length of 6',
      'The password confirmation does not match.',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
  });

  it('refuses a password over 18 characters', async () => {
    fakeServer({});
    renderAccount({ dialog: 'register' });
    await findDialog('Register');
    await fillRegister({ password: 'x'.repeat(19) });
    expect(await screen.findByText('The Password should have a maximum length of 18')).toBeVisible();
  });

  const valid = {
    first_name: 'Ayesha',
    last_name: 'Khan',
    email: 'ayesha@example.pk',
    password: 'secret12',
    password_confirmation: 'secret12',
  };

  it('puts the server’s field errors on their fields', async () => {
    fakeServer({
      'POST /api/auth/register': {
        status: 422,
        body: { errors: { email: ['The email has already been taken.'] } },
      },
    });
    renderAccount({ dialog: 'register' });
    await findDialog('Register');
    await fillRegister(valid);
    await waitFor(() =>
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('The email has already been taken.'),
    );
  });

  it('puts any other server error on the first name', async () => {
    fakeServer({ 'POST /api/auth/register': { status: 429, body: { error: 'Too many attempts.' } } });
    renderAccount({ dialog: 'register' });
    await findDialog('Register');
    await fillRegister(valid);
    await waitFor(() =>
      expect(screen.getByLabelText(/First Name/)).toHaveAccessibleDescription('Too many attempts.'),
    );
  });

  it('registers, starts the session and closes', async () => {
    const sent = fakeServer({
      'POST /api/auth/register': { status: 201, body: { data: { user: ayesha, token: 'u' } } },
    });
    const { store } = renderAccount({ dialog: 'register', guestToken: 'guest-9' });
    await findDialog('Register');
    await fillRegister(valid);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[0]?.body).toEqual({ ...valid, guestToken: 'guest-9' });
    expect(store.getState().session.user).toEqual(ayesha);
  });
});

describe('Forgot password dialog', () => {
  it('requires a valid e-mail', async () => {
    fakeServer({});
    renderAccount({ dialog: 'forgot-password' });
    await findDialog('Forgot Password');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('The email field is required.')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/Email/), 'nope');
    expect(await screen.findByText('Invalid email')).toBeVisible();
  });

  it('shows a server error on the e-mail', async () => {
    fakeServer({
      'POST /api/auth/forget-password': { status: 429, body: { error: 'Please wait a minute.' } },
    });
    renderAccount({ dialog: 'forgot-password' });
    await userEvent.type(await screen.findByLabelText(/Email/), 'ayesha@example.pk{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Please wait a minute.'),
    );
  });
});

describe('Reset password dialog', () => {
  it('opens by itself a second after a page opens with a reset token', async () => {
    fakeServer({});
    vi.useFakeTimers();
    const { store } = renderAccount({ path: '/reset-password?resetPasswordToken=tok-1' });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(store.getState().dialogs.open).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(store.getState().dialogs).toMatchObject({ open: 'reset-password', resetPasswordToken: 'tok-1' });
    // The dialog's chunk loads for real.
    vi.useRealTimers();
    expect(await findDialog('Reset Password')).toBeVisible();
  });

  it('opens on any page carrying the token', async () => {
    fakeServer({});
    const { store } = renderAccount({ path: '/book/4?resetPasswordToken=tok-2' });
    expect(await screen.findByRole('dialog', { name: 'Reset Password' }, { timeout: 4000 })).toBeVisible();
    expect(store.getState().dialogs.resetPasswordToken).toBe('tok-2');
  });

  it('shows the required and confirmation messages', async () => {
    fakeServer({});
    renderAccount({ dialog: 'reset-password' });
    await findDialog('Reset Password');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('The email field is required.')).toBeVisible();
    expect(screen.getByText('The password field is required.')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^New Password/), 'newpass1');
    await userEvent.type(screen.getByLabelText(/Confirm New Password/), 'newpass2');
    await userEvent.tab();
    expect(await screen.findByText('The password confirmation does not match.')).toBeVisible();
  });

  async function submitReset() {
    await userEvent.type(await screen.findByLabelText(/Email/), 'ayesha@example.pk');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'newpass1');
    await userEvent.type(screen.getByLabelText(/Confirm New Password/), 'newpass1{Enter}');
  }

  it('shows an expired link on the e-mail', async () => {
    fakeServer({
      'POST /api/auth/forget-password/reset-password': {
        status: 422,
        body: { errors: { email: ['This password reset link is invalid or has expired.'] } },
      },
    });
    renderAccount({ path: '/reset-password?resetPasswordToken=old' });
    await screen.findByRole('dialog', { name: 'Reset Password' }, { timeout: 4000 });
    await submitReset();
    await waitFor(() =>
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(
        'This password reset link is invalid or has expired.',
      ),
    );
  });

  it('sends the token, then drops it from the address and offers the login', async () => {
    const sent = fakeServer({
      'POST /api/auth/forget-password/reset-password': {
        body: { success: true, message: 'Password reset.' },
      },
    });
    renderAccount({ path: '/reset-password?resetPasswordToken=tok-3' });
    await screen.findByRole('dialog', { name: 'Reset Password' }, { timeout: 4000 });
    await submitReset();
    expect(await findDialog('Login')).toBeVisible();
    expect(screen.getByText('Password reset.')).toBeVisible();
    expect(sent[0]?.url.searchParams.get('tempToken')).toBe('tok-3');
    expect(sent[0]?.body).toEqual({
      email: 'ayesha@example.pk',
      password: 'newpass1',
      password_confirmation: 'newpass1',
    });
    await waitFor(() => expect(currentPage()).toHaveTextContent(/^\/reset-password$/));
  });
});
