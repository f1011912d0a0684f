import type { FormEvent, ReactNode } from 'react';
import { Button } from '../button';
import { Dialog, type DialogSize } from '../dialog';
import { useMessages } from '../i18n';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Raised when the form is submitted, by the button or by Enter in a field. */
  onSubmit: () => void;
  submitLabel: string;
  /** The submission is in flight; the submit button shows `busyLabel` and ignores presses. */
  busy?: boolean;
  /** Shown on the submit button while busy; 'Please wait…' in the page's language when not given. */
  busyLabel?: string;
  /** A message about the whole form (not one field), announced as an alert. */
  formError?: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** Links under the submit button, e.g. 'Forgot your password?'. */
  links?: ReactNode;
  size?: DialogSize;
}

/**
 * A dialog holding one form: fields, a full-width submit button and optional links under it.
 * Browser validation is off; the form's own schema reports errors in the shop's words.
 * Use it for the account forms (login, register, addresses, passwords): anything that is one form
 * with one submit button in a dialog.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  onSubmit,
  submitLabel,
  busy = false,
  busyLabel,
  formError,
  children,
  links,
  size = 'sm',
}: FormDialogProps) {
  const t = useMessages();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field submits too; a busy form must not send the same request twice.
    if (!busy) onSubmit();
  };

  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} size={size}>
      <form className="bk-form" noValidate onSubmit={handleSubmit}>
        {children}
        {formError ? (
          <p role="alert" className="bk-form__error">
            {formError}
          </p>
        ) : null}
        <Button
          type="submit"
          fullWidth
          busy={busy}
          busyLabel={busyLabel ?? t.format('account.formDialog.busy')}
        >
          {submitLabel}
        </Button>
        {links ? <div className="bk-form__links">{links}</div> : null}
      </form>
    </Dialog>
  );
}
