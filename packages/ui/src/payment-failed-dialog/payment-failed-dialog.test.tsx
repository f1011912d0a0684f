import { formatMessage } from '@bookshop/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../i18n';
import { PaymentFailedDialog } from './payment-failed-dialog';

describe('PaymentFailedDialog', () => {
  it('reads each wording of the spec', () => {
    const { rerender } = render(<PaymentFailedDialog open variant="mobile" onChoose={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^The transaction was unsuccessful\.$/);
    rerender(<PaymentFailedDialog open variant="desktop" onChoose={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^The Transaction was unsuccessful\. Please try again\.$/,
    );
  });

  it('raises each of its five choices', async () => {
    const onChoose = vi.fn();
    render(<PaymentFailedDialog open onChoose={onChoose} />);
    for (const name of [
      'Change Payment Option',
      'Add Cart to Wish List',
      'Save for Later',
      'Cancel',
      'Try Again',
    ]) {
      await userEvent.click(screen.getByRole('button', { name }));
    }
    expect(onChoose.mock.calls.map(([choice]) => choice)).toEqual([
      'changePayment',
      'moveToWishList',
      'saveForLater',
      'cancel',
      'tryAgain',
    ]);
  });

  it('says the payment failed and offers its choices in Urdu on an Urdu page', () => {
    render(
      <MessagesProvider language="ur">
        <PaymentFailedDialog open variant="desktop" onChoose={() => {}} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      formatMessage('ur', 'checkout.paymentFailed.desktop'),
    );
    for (const key of [
      'checkout.paymentFailed.changePayment',
      'checkout.paymentFailed.moveToWishList',
      'checkout.paymentFailed.saveForLater',
      'checkout.paymentFailed.tryAgain',
    ] as const) {
      expect(screen.getByRole('button', { name: formatMessage('ur', key) })).toBeInTheDocument();
    }
  });
});
