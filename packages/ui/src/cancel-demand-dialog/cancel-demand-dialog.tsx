import { CANCEL_DEMAND_REASON_MAX } from '@bookshop/domain';
import { useRef } from 'react';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { FieldFrame, useFieldWiring } from '../field-frame/field-frame';
import { Ltr, useMessages } from '../i18n';
import { formatNodes } from '../order-detail/message-nodes';

export interface CancelDemandDialogProps {
  open: boolean;
  /** The shipped order the shopper wants cancelled. */
  orderId: number;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** What is wrong with the reason (required, too long), once the shopper has tried to send it. */
  reasonError?: string | undefined;
  onClose: () => void;
  onSubmit: () => void;
  /** The request is on its way: Send Request reads 'Sending...'. */
  busy?: boolean;
  /** Why the last attempt failed. */
  error?: string | null;
  /** The shop has the request: this confirmation replaces the form. */
  sentMessage?: string | null;
}

/**
 * The cancel-demand dialog (spec section 2 gives only its shell). A shipped order can no longer
 * be cancelled by the shopper, so this asks the shop to: the shopper says why, the request goes
 * to the shop, and the dialog confirms it was sent.
 * Use it from a shipped order's Request Cancellation button.
 */
export function CancelDemandDialog({
  open,
  orderId,
  reason,
  onReasonChange,
  reasonError,
  onClose,
  onSubmit,
  busy = false,
  error,
  sentMessage,
}: CancelDemandDialogProps) {
  const t = useMessages();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wiring = useFieldWiring({ id: undefined, hint: true, error: reasonError });
  const sent = Boolean(sentMessage);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.format('orders.demand.title')}
      size="sm"
      initialFocusRef={sent ? closeRef : reasonRef}
      footer={
        sent ? (
          <Button ref={closeRef} onClick={onClose}>
            {t.format('orders.request.done')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t.format('orders.request.cancel')}
            </Button>
            <Button
              type="submit"
              form={`cancel-demand-${orderId}`}
              busy={busy}
              busyLabel={t.format('orders.request.sending')}
            >
              {t.format('orders.request.send')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <p role="status">{sentMessage}</p>
      ) : (
        <form
          id={`cancel-demand-${orderId}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <p>{formatNodes(t, 'orders.demand.explain', { id: <Ltr>{orderId}</Ltr> })}</p>
          <FieldFrame
            wiring={wiring}
            label={t.format('orders.request.reason')}
            hint={t.format('orders.request.reasonHint', { max: String(CANCEL_DEMAND_REASON_MAX) })}
            error={reasonError}
            required
            className={undefined}
          >
            <textarea
              ref={reasonRef}
              id={wiring.controlId}
              name="reason"
              rows={4}
              required
              maxLength={CANCEL_DEMAND_REASON_MAX}
              className="bk-field__input bk-field__textarea"
              value={reason}
              aria-invalid={wiring.hasError || undefined}
              aria-describedby={wiring.describedBy}
              onChange={(event) => onReasonChange(event.target.value)}
            />
          </FieldFrame>
          {error ? (
            <p role="alert" className="bk-form__error">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
