import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutOptions } from './checkout-options';

describe('CheckoutOptions', () => {
  it('shows gift wrap, send invoice, 4 rows of special instructions and a disabled promo code with Apply', async () => {
    const onSendInvoiceChange = vi.fn();
    render(
      <CheckoutOptions
        giftWrap={false}
        onGiftWrapChange={() => {}}
        sendInvoice
        onSendInvoiceChange={onSendInvoiceChange}
        specialInstructions="Leave with the guard"
        onSpecialInstructionsChange={() => {}}
      />,
    );
    expect(screen.getByRole('region', { name: 'Order options' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Gift wrap' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Send invoice' })).toBeChecked();
    const instructions = screen.getByRole('textbox', { name: 'Special instructions' });
    expect(instructions).toHaveAttribute('rows', '4');
    expect(instructions).toHaveValue('Leave with the guard');
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send invoice' }));
    expect(onSendInvoiceChange).toHaveBeenCalledWith(false);
  });
});
