import { useRef } from 'react';
import { Button } from '../button';
import { Dialog } from '../dialog';

export interface CancelOrderDialogProps {
  open: boolean;
  /** The order being cancelled, named in the question. */
  orderId: number;
  onClose: () => void;
  onConfirm: () => void;
  /** The cancel call is under way: Confirm reads 'Cancelling...'. */
  busy?: boolean;
  /** Why the last attempt failed. */
  error?: string | null;
}

/**
 * Asks before cancelling an order (spec section 2: 'Are You Sure You want to cancel this Order
 * No: {id}', Cancel and Confirm, Confirm reading 'Cancelling...' while pending).
 * Use it from an order's Cancel Order button, while the order may still be cancelled.
 */
export function CancelOrderDialog({
  open,
  orderId,
  onClose,
  onConfirm,
  busy = false,
  error,
}: CancelOrderDialogProps) {
  // Focus starts on Cancel, so a habitual Enter does not cancel an order.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Cancel Order"
      size="sm"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button busy={busy} busyLabel="Cancelling..." onClick={onConfirm}>
            Confirm
          </Button>
        </>
      }
    >
      <p>{`Are You Sure You want to cancel this Order No: ${orderId}`}</p>
      {error ? (
        <p role="alert" className="bk-form__error">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
