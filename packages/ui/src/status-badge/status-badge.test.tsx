import { ORDER_STATUSES, PAYMENT_STATE_CODES } from '@bookshop/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';
import { orderStatusTone, paymentStateTone } from './status-tones';

describe('StatusBadge', () => {
  it('shows its words with the tone as a modifier class, neutral when none is given', () => {
    const { rerender } = render(<StatusBadge tone="warning">Awaiting payment</StatusBadge>);
    expect(screen.getByText('Awaiting payment')).toHaveClass('bk-status-badge', 'bk-status-badge--warning');
    rerender(<StatusBadge>Cancelled</StatusBadge>);
    expect(screen.getByText('Cancelled')).toHaveClass('bk-status-badge--neutral');
  });
});

describe('orderStatusTone and paymentStateTone', () => {
  it('give every order status a tone: money awaited is a warning, delivered a success, failed a danger', () => {
    expect(ORDER_STATUSES.map(orderStatusTone)).toEqual([
      'warning',
      'info',
      'info',
      'info',
      'success',
      'neutral',
      'danger',
    ]);
  });

  it('give every payment state a tone: a transfer awaited or owed back is a warning, paid a success', () => {
    expect(Object.fromEntries(PAYMENT_STATE_CODES.map((code) => [code, paymentStateTone(code)]))).toEqual({
      to_pay_on_delivery: 'info',
      awaiting_transfer: 'warning',
      awaiting_wallet_approval: 'warning',
      awaiting_card_payment: 'warning',
      paid: 'success',
      paid_by_gift_card: 'success',
      refunded: 'neutral',
      refund_due: 'warning',
      voided: 'neutral',
      failed: 'danger',
    });
  });
});
