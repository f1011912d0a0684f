import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ForgotPasswordDialog, type ForgotPasswordDialogProps } from './forgot-password-dialog';

function renderForgot(overrides: Partial<ForgotPasswordDialogProps> = {}) {
  const props: ForgotPasswordDialogProps = {
    open: true,
    values: { email: '' },
    onClose: vi.fn(),
    onSubmit: vi.fn(),
    onFieldChange: vi.fn(),
    onLogin: vi.fn(),
    ...overrides,
  };
  render(<ForgotPasswordDialog {...props} />);
  return props;
}

describe('ForgotPasswordDialog', () => {
  it.each(['The email field is required.', 'Invalid email'])('shows “%s” under the e-mail', (message) => {
    renderForgot({ errors: { email: message }, touched: { email: true } });
    expect(screen.getByRole('dialog', { name: 'Forgot Password' })).toBeVisible();
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(message);
  });

  it('raises typing and submission, and goes back to login', async () => {
    const props = renderForgot();
    await userEvent.type(screen.getByLabelText(/Email/), 'a{Enter}');
    expect(props.onFieldChange).toHaveBeenCalledWith('email', 'a');
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(props.onLogin).toHaveBeenCalled();
  });
});
