import { type OrderItem, RETURN_REASON_MAX, textLangAttributes } from '@bookshop/domain';
import { useId, useRef } from 'react';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { FieldFrame, useFieldWiring } from '../field-frame/field-frame';
import { Ltr, useMessages } from '../i18n';
import { formatNodes } from '../order-detail/message-nodes';

/** A book of the order the shopper may send back, and at most how many copies (as ordered). */
export type ReturnableLine = Pick<OrderItem, 'Book_Id' | 'BOOK_TITLE' | 'qty'>;

export interface ReturnRequestDialogProps {
  open: boolean;
  orderId: number;
  /** The order's lines. */
  lines: readonly ReturnableLine[];
  /** Copies chosen per book id; a book left out (or 0) is not returned. */
  chosen: Readonly<Record<number, number>>;
  onChosenChange: (bookId: number, qty: number) => void;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** What is wrong with the reason or the lines, once the shopper has tried to send. */
  errors?: { reason?: string | undefined; lines?: string | undefined };
  onClose: () => void;
  onSubmit: () => void;
  busy?: boolean;
  /** Why the last attempt failed (out of the window, already asked...). */
  error?: string | null;
  /** The shop has the request: this confirmation replaces the form. */
  sentMessage?: string | null;
}

/**
 * Asks the shop to take books of a delivered order back: which books and how many copies, and
 * why. Use it from Request a Return on an order within the shop's return window.
 */
export function ReturnRequestDialog({
  open,
  orderId,
  lines,
  chosen,
  onChosenChange,
  reason,
  onReasonChange,
  errors = {},
  onClose,
  onSubmit,
  busy = false,
  error,
  sentMessage,
}: ReturnRequestDialogProps) {
  const t = useMessages();
  const closeRef = useRef<HTMLButtonElement>(null);
  const formId = `return-request-${orderId}`;
  const linesErrorId = useId();
  const linesLegendId = useId();
  const wiring = useFieldWiring({ id: undefined, hint: true, error: errors.reason });
  const sent = Boolean(sentMessage);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.format('orders.return.title')}
      size="sm"
      initialFocusRef={sent ? closeRef : undefined}
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
            <Button type="submit" form={formId} busy={busy} busyLabel={t.format('orders.request.sending')}>
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
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <fieldset
            className="bk-return__lines"
            aria-describedby={errors.lines ? linesErrorId : undefined}
            aria-labelledby={linesLegendId}
          >
            <legend id={linesLegendId}>
              {formatNodes(t, 'orders.return.which', { id: <Ltr>{orderId}</Ltr> })}
            </legend>
            {lines.map((line) => {
              const copies = chosen[line.Book_Id] ?? 0;
              return (
                <div key={line.Book_Id} className="bk-return__line">
                  <label>
                    <input
                      type="checkbox"
                      checked={copies > 0}
                      onChange={(event) => onChosenChange(line.Book_Id, event.target.checked ? line.qty : 0)}
                    />
                    <span dir="auto" {...textLangAttributes(line.BOOK_TITLE)}>
                      {line.BOOK_TITLE}
                    </span>
                  </label>
                  {line.qty > 1 ? (
                    <select
                      className="bk-return__qty"
                      aria-label={t.format('orders.return.copiesOf', { title: line.BOOK_TITLE })}
                      value={copies}
                      onChange={(event) => onChosenChange(line.Book_Id, Number(event.target.value))}
                    >
                      <option value={0}>{t.format('orders.return.none')}</option>
                      {Array.from({ length: line.qty }, (_, i) => i + 1).map((n) => (
                        <option key={n} value={n}>
                          {t.format('orders.return.copiesChoice', { n, qty: line.qty })}
                        </option>
                      ))}
                    </select>
                  ) : null}
                </div>
              );
            })}
            {errors.lines ? (
              <p id={linesErrorId} className="bk-form__error">
                {errors.lines}
              </p>
            ) : null}
          </fieldset>
          <FieldFrame
            wiring={wiring}
            label={t.format('orders.request.reason')}
            // As text: a number would be grouped ("1,000"), and the hint has always read "1000".
            hint={t.format('orders.request.reasonHint', { max: String(RETURN_REASON_MAX) })}
            error={errors.reason}
            required
            className={undefined}
          >
            <textarea
              id={wiring.controlId}
              name="reason"
              rows={4}
              required
              maxLength={RETURN_REASON_MAX}
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
