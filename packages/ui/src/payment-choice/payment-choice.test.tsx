import { PAYMENT_METHOD } from '@bookshop/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { amexCard, mastercardCard, visaCard } from '../fixtures/saved-cards';
import { PaymentChoice } from './payment-choice';

describe('PaymentChoice', () => {
  it('lists the saved cards with their logos, then the methods in the spec’s order', () => {
    render(
      <PaymentChoice
        savedCards={[visaCard, mastercardCard, amexCard]}
        selectedMethod={PAYMENT_METHOD.CARD}
        selectedToken={mastercardCard.id}
        onCard={() => {}}
        onMethod={() => {}}
      />,
    );
    const group = screen.getByRole('group', { name: 'Choose a payment method' });
    expect(group).toBeInTheDocument();
    const inOrder = [
      /^Visa\s*•••• 4242$/,
      /^Mastercard\s*•••• 4444$/,
      /^American Express\s*•••• 0005$/,
      /^Credit or Debit Card$/,
      /^JazzCash$/,
      /^Bank Transfer$/,
      /^Cash$/,
      /^Easypaisa$/,
    ].map((name) => screen.getByRole('radio', { name }));
    expect(screen.getAllByRole('radio')).toEqual(inOrder);
    expect(screen.getByRole('radio', { name: /Mastercard/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Credit or Debit Card' })).not.toBeChecked();
  });

  it('marks Credit or Debit Card when a card is the method but no saved card is chosen, and raises choices', async () => {
    const onMethod = vi.fn();
    const onCard = vi.fn();
    render(
      <PaymentChoice
        savedCards={[visaCard]}
        selectedMethod={PAYMENT_METHOD.CARD}
        selectedToken={null}
        onCard={onCard}
        onMethod={onMethod}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Credit or Debit Card' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Easypaisa' }));
    expect(onMethod).toHaveBeenCalledWith(PAYMENT_METHOD.EASYPAISA);
    await userEvent.click(screen.getByRole('radio', { name: /Visa/ }));
    expect(onCard).toHaveBeenCalledWith(visaCard);
  });
});
