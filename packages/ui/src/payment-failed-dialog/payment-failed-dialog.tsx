import { Button } from '../button';
import { Dialog } from '../dialog';

/** What the shopper can do after a failed payment (spec section 8). */
export type PaymentFailedChoice = 'changePayment' | 'moveToWishList' | 'saveForLater' | 'cancel' | 'tryAgain';

export interface PaymentFailedDialogProps {
  open: boolean;
  /** The desktop wording adds 'Please try again.' and capitalises Transaction, as the spec gives it. */
  variant?: 'mobile' | 'desktop';
  onChoose: (choice: PaymentFailedChoice) => void;
  /** One of the choices is under way (moving the cart, trying again). */
  busy?: boolean;
}

export const PAYMENT_FAILED_TEXT = {
  mobile: 'The transaction was unsuccessful.',
  desktop: 'The Transaction was unsuccessful. Please try again.',
} as const;

/**
 * Shown when a card or wallet payment is declined, with the spec's five ways on: Change Payment
 * Option, Add Cart to Wish List, Save for Later, Cancel and Try Again.
 * Use it when the payment provider declines a card or wallet payment at checkout.
 */
export function PaymentFailedDialog({
  open,
  variant = 'desktop',
  onChoose,
  busy = false,
}: PaymentFailedDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => onChoose('cancel')}
      title="Payment failed"
      size="sm"
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onChoose('changePayment')}>
            Change Payment Option
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => onChoose('moveToWishList')}>
            Add Cart to Wish List
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => onChoose('saveForLater')}>
            Save for Later
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => onChoose('cancel')}>
            Cancel
          </Button>
          <Button busy={busy} busyLabel="Please wait…" onClick={() => onChoose('tryAgain')}>
            Try Again
          </Button>
        </>
      }
    >
      <p role="alert">{PAYMENT_FAILED_TEXT[variant]}</p>
    </Dialog>
  );
}
