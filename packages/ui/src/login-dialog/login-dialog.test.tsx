import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginDialog, type LoginDialogProps } from './login-dialog';

function renderLogin(overrides: Partial<LoginDialogProps> = {}) {
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
  render(<LoginDialog {...props} />);
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
});
