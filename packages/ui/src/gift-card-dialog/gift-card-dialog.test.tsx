import { formatMessage, formatRupees } from '@bookshop/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { filledGiftCardForm, sentGiftCard } from '../fixtures/gift-card';
import { MessagesProvider } from '../i18n';
import { GiftCardDialog, type GiftCardDialogProps } from './gift-card-dialog';

function props(overrides: Partial<GiftCardDialogProps> = {}): GiftCardDialogProps {
  return {
    open: true,
    view: 'form',
    onClose: vi.fn(),
    action: '/update_e_gift_card',
    payment: {
      intentId: 'pi_abcdefghijkl',
      clientSecret: 'pi_abcdefghijkl_secret_xyz',
      shopperToken: 'shopper-token',
    },
    policyChecked: true,
    onPolicyChange: vi.fn(),
    onSubmit: vi.fn(),
    onTryAgain: vi.fn(),
    values: filledGiftCardForm,
    onFieldChange: vi.fn(),
    ...overrides,
  };
}

describe('GiftCardDialog', () => {
  it('is a plain form post of the e-gift fields, the intent, its secret and the shopper, never of the card', () => {
    render(<GiftCardDialog {...props()} />);
    const form = screen.getByRole('button', { name: 'Buy Gift Card' }).closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/update_e_gift_card');
    const posted: Record<string, FormDataEntryValue> = {};
    new FormData(form).forEach((value, key) => {
      posted[key] = value;
    });
    const { cardNumber, cardExpiry, cardCvc, ...giftFields } = filledGiftCardForm;
    expect(posted).toEqual({
      ...giftFields,
      policy_check: 'true',
      payment_intent_id: 'pi_abcdefghijkl',
      client_secret: 'pi_abcdefghijkl_secret_xyz',
      shopper_token: 'shopper-token',
    });
    expect(screen.getByLabelText(/Card Number/)).toHaveValue('4242 4242 4242 4242');
  });

  it('shows the amount hint and the gift card value warning, and raises the agreement and submit', async () => {
    const p = props({ policyChecked: false });
    render(<GiftCardDialog {...p} />);
    expect(screen.getByText('Rs. 500 to Rs. 10,000 only*')).toBeInTheDocument();
    expect(
      screen.getByText(/If that order costs less than the card’s value, the remainder lapses/),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByLabelText('I understand that gift cards are non-refundable and for one time use only.'),
    );
    expect(p.onPolicyChange).toHaveBeenCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Buy Gift Card' }));
    expect(p.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the agreement’s message and field errors once touched', () => {
    render(
      <GiftCardDialog
        {...props({
          policyChecked: false,
          policyError: 'Please confirm that gift cards are non-refundable and for one time use only.',
          errors: { amount: 'Rs. 500 to Rs. 10,000 only*' },
          touched: { amount: true },
        })}
      />,
    );
    expect(screen.getByLabelText(/Amount/)).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByLabelText('I understand that gift cards are non-refundable and for one time use only.'),
    ).toHaveAccessibleDescription(
      'Please confirm that gift cards are non-refundable and for one time use only.',
    );
  });

  it('offers Try Again and Cancel in the failed-transaction view', async () => {
    const p = props({ view: 'failed' });
    render(<GiftCardDialog {...p} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The transaction was unsuccessful.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(p.onTryAgain).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(p.onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the bought card as GC plus its id with time, amount and recipient, and closes', async () => {
    const p = props({
      view: 'result',
      giftCard: sentGiftCard,
    });
    render(<GiftCardDialog {...p} />);
    const dialog = screen.getByRole('dialog', { name: 'Gift Card Sent' });
    for (const text of ['GC42', 'Rs. 2,500', 'Sara Ahmed', 'sara@example.pk', '+923211234567', '3:30'])
      expect(dialog).toHaveTextContent(text);
    // Done and the dialog's own close button both close it (the page then reloads).
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(p.onClose).toHaveBeenCalledTimes(2);
  });

  it('asks for the gift card in Urdu on an Urdu page, its amounts kept left to right', () => {
    render(
      <MessagesProvider language="ur">
        <GiftCardDialog {...props()} />
      </MessagesProvider>,
    );
    expect(
      screen.getByRole('button', { name: formatMessage('ur', 'checkout.giftCard.buy') }),
    ).toBeInTheDocument();
    expect(
      screen.getByLabelText(formatMessage('ur', 'checkout.giftCard.recipientName'), { exact: false }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`${formatRupees('ur', 500)} سے ${formatRupees('ur', 10000)} تک`, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText(formatMessage('ur', 'checkout.giftCard.agreement'))).toBeInTheDocument();
  });
});
