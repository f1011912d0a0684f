import { Button } from '../button';
import { Dialog } from '../dialog';
import { useMessages } from '../i18n';

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

/** The catalogue's words for each wording of the failure. */
export const PAYMENT_FAILED_TEXT = {
  mobile: 'checkout.paymentFailed.mobile',
  desktop: 'checkout.paymentFailed.desktop',
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
  const t = useMessages();
  return (
    <Dialog
      open={open}
      onClose={() => onChoose('cancel')}
      title={t.format('checkout.paymentFailed.title')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onChoose('changePayment')}>
            {t.format('checkout.paymentFailed.changePayment')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => onChoose('moveToWishList')}>
            {t.format('checkout.paymentFailed.moveToWishList')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => onChoose('saveForLater')}>
            {t.format('checkout.paymentFailed.saveForLater')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => onChoose('cancel')}>
            {t.format('checkout.paymentFailed.cancel')}
          </Button>
          <Button
            busy={busy}
            busyLabel={t.format('checkout.paymentFailed.pleaseWait')}
            onClick={() => onChoose('tryAgain')}
          >
            {t.format('checkout.paymentFailed.tryAgain')}
          </Button>
        </>
      }
    >
      <p role="alert">{t.format(PAYMENT_FAILED_TEXT[variant])}</p>
    </Dialog>
  );
}
