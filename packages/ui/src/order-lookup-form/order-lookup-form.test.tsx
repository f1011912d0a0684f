import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrderLookupForm, type OrderLookupFormProps } from './order-lookup-form';

function renderForm(overrides: Partial<OrderLookupFormProps> = {}) {
  const props: OrderLookupFormProps = {
    values: { orderId: '', email: '', phone: '' },
    onFieldChange: vi.fn(),
    onFieldBlur: vi.fn(),
    onSubmit: vi.fn(),
    ...overrides,
  };
  render(<OrderLookupForm {...props} />);
  return props;
}

describe('OrderLookupForm', () => {
  it('asks for the order number and the e-mail or phone, and raises each change and the submission', async () => {
    const props = renderForm();
    const form = screen.getByRole('form', { name: 'Find your order' });
    expect(form).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Order number/ }), '7');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '0x3');
    expect(props.onFieldChange).toHaveBeenCalledWith('orderId', '7');
    expect(props.onFieldChange).toHaveBeenCalledWith('email', 'a');
    // Letters never reach a phone field.
    expect(props.onFieldChange).not.toHaveBeenCalledWith('phone', 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Find My Order' }));
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows a touched field’s error and the lookup’s one message as an alert', () => {
    renderForm({
      values: { orderId: '1e3', email: '', phone: '' },
      errors: { orderId: 'An order number is a whole number, such as 1024.' },
      touched: { orderId: true },
      error: 'We could not find an order with that number and e-mail address or phone number.',
    });
    expect(screen.getByRole('textbox', { name: /Order number/ })).toHaveAccessibleDescription(
      'An order number is a whole number, such as 1024.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not find an order with that number and e-mail address or phone number.',
    );
  });

  it('reads as busy while the lookup runs', () => {
    renderForm({ busy: true });
    expect(screen.getByRole('button', { name: 'Looking up...' })).toHaveAttribute('aria-busy', 'true');
  });
});
