import { STOCK_LABELS, STOCK_STATUSES, type StockStatus } from '@bookshop/domain';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../button';
import { cx } from '../utils/cx';

/** What changed in the editor: only the figures the person touched. */
export interface StockEdit {
  /** The count as typed (the caller's schema checks it). */
  stock?: string;
  stock_status?: StockStatus;
}

export interface StockEditorProps {
  /** The book's title: names the fields for assistive technology ('Stock of Aag ka Darya'). */
  itemName: string;
  stock: number;
  stockStatus: StockStatus;
  /** Save was pressed with what changed (never empty). */
  onSave: (edit: StockEdit) => void;
  busy?: boolean;
  /** Why the last save was refused. */
  error?: ReactNode;
  /** What the last save did, e.g. 'Saved; 3 back-in-stock e-mails sent.' */
  message?: ReactNode;
  className?: string;
}

/**
 * A book's stock count and stock state edited in place in a list row, saved with one button.
 * Only what was changed is raised, so a new count alone leaves the state to the shop's rule
 * (stock above zero makes an out-of-stock book available again). The count keeps what was typed
 * until saved; the caller checks it and shows its refusal as `error`.
 */
export function StockEditor({
  itemName,
  stock,
  stockStatus,
  onSave,
  busy = false,
  error,
  message,
  className,
}: StockEditorProps) {
  const id = useId();
  const [count, setCount] = useState(String(stock));
  const [status, setStatus] = useState<StockStatus>(stockStatus);
  const [shownFrom, setShownFrom] = useState({ stock, stockStatus });

  // A save (or another member's change) came back: the fields start from the new figures.
  if (shownFrom.stock !== stock || shownFrom.stockStatus !== stockStatus) {
    setShownFrom({ stock, stockStatus });
    setCount(String(stock));
    setStatus(stockStatus);
  }

  const edit: StockEdit = {
    ...(count.trim() !== String(stock) ? { stock: count.trim() } : {}),
    ...(status !== stockStatus ? { stock_status: status } : {}),
  };
  const changed = Object.keys(edit).length > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changed && !busy) onSave(edit);
  };

  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <form className={cx('bk-stock-editor', className)} onSubmit={submit} noValidate>
      <div className="bk-stock-editor__fields">
        <label className="bk-stock-editor__field" htmlFor={`${id}-count`}>
          <span className="bk-stock-editor__label">
            Stock<span className="bk-visually-hidden"> of {itemName}</span>
          </span>
          <input
            id={`${id}-count`}
            className="bk-field__input bk-stock-editor__count"
            inputMode="numeric"
            value={count}
            onChange={(event) => setCount(event.target.value)}
            aria-invalid={hasError || undefined}
            aria-describedby={hasError ? `${id}-error` : undefined}
          />
        </label>
        <label className="bk-stock-editor__field" htmlFor={`${id}-status`}>
          <span className="bk-stock-editor__label">
            State<span className="bk-visually-hidden"> of {itemName}</span>
          </span>
          <select
            id={`${id}-status`}
            className="bk-field__input bk-field__select bk-stock-editor__status"
            value={status}
            onChange={(event) => setStatus(event.target.value as StockStatus)}
          >
            {STOCK_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STOCK_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <Button
          type="submit"
          variant="secondary"
          className="bk-stock-editor__save"
          disabled={!changed}
          busy={busy}
          busyLabel="Saving…"
          aria-label={`Save stock of ${itemName}`}
        >
          Save
        </Button>
      </div>
      {hasError ? (
        <p id={`${id}-error`} className="bk-field__error" role="alert">
          {error}
        </p>
      ) : message ? (
        <p className="bk-stock-editor__message" role="status">
          {message}
        </p>
      ) : null}
    </form>
  );
}
