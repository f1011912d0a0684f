import { useEffect } from 'react';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { FormDialog } from '../form-dialog/form-dialog';
import { type FormProps, fieldProps } from '../form-dialog/form-props';
import { useMessages } from '../i18n';
import { TextField } from '../text-field';

/** Where a notify-me request stands (spec section 4). */
export type NotifyMeStatus = 'idle' | 'loading' | 'success' | 'error';

/** How long the thank-you stays before the dialog closes itself (spec section 9). */
export const NOTIFY_ME_CLOSE_MS = 2000;

export interface NotifyMeDialogProps extends Omit<FormProps<'email'>, 'busy'> {
  open: boolean;
  /** Raised by the shopper, and by the dialog itself 2 s after a success. */
  onClose: () => void;
  status: NotifyMeStatus;
  /** The book asked about, named in the dialog. */
  bookTitle: string;
}

/**
 * Asks for the e-mail to tell when a book is back in stock. Success shows the thank-you and closes
 * after {@link NOTIFY_ME_CLOSE_MS}; a failure shows the spec's message above the form.
 * Use it from an out-of-stock book's Notify Me button.
 */
export function NotifyMeDialog({ open, onClose, status, bookTitle, ...form }: NotifyMeDialogProps) {
  const t = useMessages();
  useEffect(() => {
    if (!open || status !== 'success') return;
    const timer = setTimeout(onClose, NOTIFY_ME_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, status, onClose]);

  if (status === 'success') {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        title={t.format('catalog.notifyMe.title')}
        size="sm"
        footer={
          <Button variant="secondary" onClick={onClose}>
            {t.format('catalog.notifyMe.close')}
          </Button>
        }
      >
        <p role="status">{t.format('catalog.notifyMe.thanks')}</p>
      </Dialog>
    );
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t.format('catalog.notifyMe.title')}
      description={t.format('catalog.notifyMe.description', { title: bookTitle })}
      submitLabel={t.format('catalog.notifyMe.submit')}
      busy={status === 'loading'}
      formError={status === 'error' ? t.format('catalog.notifyMe.failed') : undefined}
      onSubmit={form.onSubmit}
      size="sm"
    >
      <TextField
        label={t.format('catalog.notifyMe.email')}
        type="email"
        autoComplete="email"
        required
        {...fieldProps(form, 'email')}
      />
    </FormDialog>
  );
}
