import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordDialog, type ChangePasswordDialogProps } from './change-password-dialog';

function renderChange(overrides: Partial<ChangePasswordDialogProps> = {}) {
  const props: ChangePasswordDialogProps = {
    open: true,
    values: { current_password: '', new_password: '', new_confirm_password: '' },
    touched: { current_password: true, new_password: true, new_confirm_password: true },
    onClose: vi.fn(),
    onSubmit: vi.fn(),
    onFieldChange: vi.fn(),
    ...overrides,
  };
  render(<ChangePasswordDialog {...props} />);
  return props;
}

describe('ChangePasswordDialog', () => {
  it('shows the required messages', () => {
    renderChange({
      errors: {
        current_password: 'The current password field is required.',
        new_password: 'The new password field is required.',
      },
    });
    expect(screen.getByLabelText(/Current Password/)).toHaveAccessibleDescription(
      'The current password field is required.',
    );
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(
      '6 to 18 characters The new password field is required.',
    );
  });

  it.each([
    ['new_password', 'The new password should have a minimum length of 6'],
    ['new_password', 'The new password should have a maximum length of 18'],
    ['new_confirm_password', 'Password confirmation does not match password'],
    ['current_password', 'The current password is incorrect.'],
  ] as const)('shows %s’s “%s”', (field, message) => {
    renderChange({ errors: { [field]: message } });
    expect(screen.getByText(message)).toBeVisible();
  });

  it('raises typing and submission', async () => {
    const props = renderChange();
    await userEvent.type(screen.getByLabelText(/Current Password/), 'o');
    expect(props.onFieldChange).toHaveBeenCalledWith('current_password', 'o');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(props.onSubmit).toHaveBeenCalled();
  });
});
