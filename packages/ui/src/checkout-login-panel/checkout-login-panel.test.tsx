import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutLoginPanel } from './checkout-login-panel';

describe('CheckoutLoginPanel', () => {
  it('is a form of its own with e-mail and password, raising login, forgot password and back', async () => {
    const onSubmit = vi.fn();
    const onBack = vi.fn();
    const onForgotPassword = vi.fn();
    const onFieldChange = vi.fn();
    render(
      <CheckoutLoginPanel
        values={{ email: '', password: '' }}
        onFieldChange={onFieldChange}
        onSubmit={onSubmit}
        onBack={onBack}
        onForgotPassword={onForgotPassword}
      />,
    );
    expect(screen.getByRole('form', { name: 'Login to check out' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email/), 'a');
    expect(onFieldChange).toHaveBeenLastCalledWith('email', 'a');
    await userEvent.type(screen.getByLabelText(/Password/), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows a failed login’s message under the touched e-mail field', () => {
    render(
      <CheckoutLoginPanel
        values={{ email: 'a@b.pk', password: '' }}
        errors={{ email: 'These credentials do not match our records.' }}
        touched={{ email: true }}
        onFieldChange={() => {}}
        onSubmit={() => {}}
        onBack={() => {}}
        onForgotPassword={() => {}}
      />,
    );
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(
      'These credentials do not match our records.',
    );
  });
});
