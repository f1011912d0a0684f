import { type ReactNode, useRef } from 'react';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { useMessages } from '../i18n';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question and what confirming it does. */
  children: ReactNode;
  /** The confirm button's label, e.g. 'Confirm'. */
  confirmLabel: string;
  /** The confirm button's label while the action runs, e.g. 'Cancelling...'. */
  busyLabel: string;
  onClose: () => void;
  onConfirm: () => void;
  busy?: boolean;
  /** Why the last attempt failed, announced as an alert. */
  error?: string | null;
  /** Confirming destroys something for good: the confirm button is drawn as dangerous. */
  danger?: boolean;
}

/**
 * Asks before an action that cannot be taken back: the question, Cancel and a confirm button that
 * shows the action running, and why the last attempt failed.
 * Use it for a dialog whose one job is yes or no (cancelling an order, deleting the account).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  onClose,
  onConfirm,
  busy = false,
  error,
  danger = false,
}: ConfirmDialogProps) {
  // Focus starts on Cancel, so an Enter pressed by habit does not take the action.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const t = useMessages();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose}>
            {t.format('shell.confirm.cancel')}
          </Button>
          <Button
            className={danger ? 'bk-button--danger' : undefined}
            busy={busy}
            busyLabel={busyLabel}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error ? (
        <p role="alert" className="bk-form__error">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
