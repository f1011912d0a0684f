import { ConfirmDialog } from '../confirm-dialog';
import { Ltr, useMessages } from '../i18n';
import { formatNodes } from '../order-detail/message-nodes';

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
export function CancelOrderDialog({ orderId, ...rest }: CancelOrderDialogProps) {
  const t = useMessages();
  return (
    <ConfirmDialog
      {...rest}
      title={t.format('orders.cancel.title')}
      confirmLabel={t.format('orders.cancel.confirm')}
      busyLabel={t.format('orders.cancel.cancelling')}
    >
      <p>{formatNodes(t, 'orders.cancel.question', { id: <Ltr>{orderId}</Ltr> })}</p>
    </ConfirmDialog>
  );
}
