import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditProfileDialog, type EditProfileDialogProps } from './edit-profile-dialog';

function renderEdit(overrides: Partial<EditProfileDialogProps> = {}) {
  const props: EditProfileDialogProps = {
    open: true,
    values: { first_name: 'Ayesha', last_name: 'Khan', phone: '' },
    touched: { first_name: true, last_name: true, phone: true },
    onClose: vi.fn(),
    onSubmit: vi.fn(),
    onFieldChange: vi.fn(),
    onFieldBlur: vi.fn(),
    ...overrides,
  };
  render(<EditProfileDialog {...props} />);
  return props;
}

describe('EditProfileDialog', () => {
  it('shows the required messages', () => {
    renderEdit({
      errors: {
        first_name: 'First name field is required',
        last_name: 'Last name field is required',
        phone: 'The phone field is required.',
      },
    });
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
    expect(screen.getByLabelText(/First Name/)).toHaveAccessibleDescription('First name field is required');
    expect(screen.getByLabelText(/Last Name/)).toHaveAccessibleDescription('Last name field is required');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(
      'Pakistani mobile number, e.g. 0300 1234567 The phone field is required.',
    );
  });

  it.each([
    ['first_name', 'The first name should have a minimum length of 3'],
    ['last_name', 'The last name should have a maximum length of 30'],
    ['first_name', 'The first name must contain only letters, dots, and hyphens.'],
    ['phone', 'Invalid phone number'],
  ] as const)('shows %s’s “%s”', (field, message) => {
    renderEdit({ errors: { [field]: message } });
    expect(screen.getByText(message)).toBeVisible();
  });

  it('raises phone typing and blur with the field name', async () => {
    const props = renderEdit();
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '0');
    await userEvent.tab();
    expect(props.onFieldChange).toHaveBeenCalledWith('phone', '0');
    expect(props.onFieldBlur).toHaveBeenCalledWith('phone');
  });
});
