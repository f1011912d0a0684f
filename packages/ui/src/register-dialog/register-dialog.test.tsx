import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RegisterDialog, type RegisterDialogProps } from './register-dialog';

const fields = ['first_name', 'last_name', 'email', 'password', 'password_confirmation'] as const;

function renderRegister(overrides: Partial<RegisterDialogProps> = {}) {
  const props: RegisterDialogProps = {
    open: true,
    values: { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' },
    touched: Object.fromEntries(fields.map((field) => [field, true])),
    onClose: vi.fn(),
    onSubmit: vi.fn(),
    onFieldChange: vi.fn(),
    onFieldBlur: vi.fn(),
    onLogin: vi.fn(),
    ...overrides,
  };
  render(<RegisterDialog {...props} />);
  return props;
}

describe('RegisterDialog', () => {
  it('shows each field’s required message under it', () => {
    renderRegister({
      errors: {
        first_name: 'First name field is required',
        last_name: 'Last name field is required',
        email: 'The email field is required.',
        password: 'The password field is required.',
      },
    });
    expect(screen.getByLabelText(/First Name/)).toHaveAccessibleDescription('First name field is required');
    expect(screen.getByLabelText(/Last Name/)).toHaveAccessibleDescription('Last name field is required');
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('The email field is required.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      '6 to 18 characters The password field is required.',
    );
  });

  it('shows the character, length and confirmation messages', () => {
    renderRegister({
      errors: {
        first_name: 'The first name must contain only letters, dots, and hyphens.',
        last_name: 'The last name must contain only letters, dots, and hyphens.',
        email: 'Invalid email',
        password: 'The Password should have a maximum length of 18',
        password_confirmation: 'The password confirmation does not match.',
      },
    });
    for (const message of [
      'The first name must contain only letters, dots, and hyphens.',
      'The last name must contain only letters, dots, and hyphens.',
      'Invalid email',
      'The Password should have a maximum length of 18',
      'The password confirmation does not match.',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
  });

  it('raises typing and submission, and leads to login', async () => {
    const props = renderRegister();
    await userEvent.type(screen.getByLabelText(/Confirm Password/), 'x');
    expect(props.onFieldChange).toHaveBeenCalledWith('password_confirmation', 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(props.onSubmit).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(props.onLogin).toHaveBeenCalled();
  });
});
