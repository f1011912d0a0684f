import { formatMessage } from '@bookshop/i18n/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../i18n';
import { LoginDialog, type LoginDialogProps } from './login-dialog';

function renderLogin(overrides: Partial<LoginDialogProps> = {}, language: 'en' | 'ur' = 'en') {
  const props: LoginDialogProps = {
    open: true,
    values: { email: '', password: '' },
    onClose: vi.fn(),
    onSubmit: vi.fn(),
    onFieldChange: vi.fn(),
    onFieldBlur: vi.fn(),
    onForgotPassword: vi.fn(),
    onRegister: vi.fn(),
    ...overrides,
  };
  render(
    <MessagesProvider language={language}>
      <LoginDialog {...props} />
    </MessagesProvider>,
  );
  return props;
}

describe('LoginDialog', () => {
  it('shows the required messages of spec section 5 on touched fields', () => {
    renderLogin({
      errors: { email: 'The email field is required.', password: 'The password field is required.' },
      touched: { email: true, password: true },
    });
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeVisible();
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('The email field is required.');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('The password field is required.');
  });

  it('shows an invalid e-mail, and nothing for untouched fields', () => {
    renderLogin({
      values: { email: 'ayesha@', password: '' },
      errors: { email: 'Invalid email', password: 'The password field is required.' },
      touched: { email: true },
    });
    expect(screen.getByText('Invalid email')).toBeVisible();
    expect(screen.queryByText('The password field is required.')).not.toBeInTheDocument();
  });

  it('raises typing, blur and submission', async () => {
    const props = renderLogin();
    await userEvent.type(screen.getByLabelText(/Email/), 'a');
    expect(props.onFieldChange).toHaveBeenCalledWith('email', 'a');
    await userEvent.click(screen.getByLabelText(/Password/));
    expect(props.onFieldBlur).toHaveBeenCalledWith('email');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('leads to forgot password and to registration', async () => {
    const props = renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(props.onForgotPassword).toHaveBeenCalled();
    expect(props.onRegister).toHaveBeenCalled();
  });

  it('shows that it is logging in', () => {
    renderLogin({ busy: true });
    expect(screen.getByRole('button', { name: 'Please wait…' })).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps the e-mail typed left to right', () => {
    renderLogin({ values: { email: 'ayesha@example.pk', password: '' } });
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('dir', 'ltr');
  });
});

describe('LoginDialog in Urdu', () => {
  it('is titled, labelled and buttoned in Urdu', () => {
    renderLogin({}, 'ur');
    const dialog = screen.getByRole('dialog', { name: 'لاگ اِن' });
    expect(within(dialog).getByRole('textbox', { name: 'ای میل' })).toHaveAttribute('dir', 'ltr');
    expect(within(dialog).getByLabelText(/^پاس ورڈ/)).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('button', { name: 'لاگ اِن کریں' })).toHaveAttribute('type', 'submit');
    expect(within(dialog).getByText('پہلی بار آئے ہیں؟')).toBeVisible();
    expect(within(dialog).queryByText(/Login|Email|Password|account/)).toBeNull();
  });

  it('asks "Forgot your password?" with the Urdu question mark at the end, and leads there', async () => {
    const props = renderLogin({}, 'ur');
    await userEvent.click(screen.getByRole('button', { name: 'پاس ورڈ بھول گئے؟' }));
    await userEvent.click(screen.getByRole('button', { name: 'نیا اکاؤنٹ بنائیں' }));
    expect(props.onForgotPassword).toHaveBeenCalled();
    expect(props.onRegister).toHaveBeenCalled();
  });

  it('shows the Urdu messages it is given and waits in Urdu', () => {
    renderLogin(
      {
        busy: true,
        errors: { email: formatMessage('ur', 'account.emailRequired') },
        touched: { email: true },
      },
      'ur',
    );
    expect(screen.getByRole('textbox', { name: 'ای میل' })).toHaveAccessibleDescription(
      formatMessage('ur', 'account.emailRequired'),
    );
    expect(screen.getByRole('button', { name: 'براہِ کرم انتظار کریں…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
