import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordDialog, type ResetPasswordDialogProps } from './reset-password-dialog';

function renderReset(overrides: Partial<ResetPasswordDialogProps> = {}) {
  const props: ResetPasswordDialogProps = {
    open: true,
    values: { email: '', password: '', password_confirmation: '' },
    touched: { email: true, password: true, password_confirmation: true },
    onClose: vi.fn(),
    onSubmit: vi.fn(),
    onFieldChange: vi.fn(),
    ...overrides,
  };
  render(<ResetPasswordDialog {...props} />);
  return props;
}

describe('ResetPasswordDialog', () => {
  it('shows the required messages', () => {
    renderReset({
      errors: { email: 'The email field is required.', password: 'The password field is required.' },
    });
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('The email field is required.');
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(
      '6 to 18 characters The password field is required.',
    );
  });

  it('shows a confirmation that does not match, and an invalid e-mail', () => {
    renderReset({
      errors: { email: 'Invalid email', password_confirmation: 'The password confirmation does not match.' },
    });
    expect(screen.getByText('Invalid email')).toBeVisible();
    expect(screen.getByLabelText(/Confirm New Password/)).toHaveAccessibleDescription(
      'The password confirmation does not match.',
    );
  });

  it('raises submission', async () => {
    const props = renderReset();
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(props.onSubmit).toHaveBeenCalled();
  });
});
