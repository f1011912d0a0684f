import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
});
