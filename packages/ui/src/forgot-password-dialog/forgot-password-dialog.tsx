import { Button } from '../button';
import { FormDialog } from '../form-dialog/form-dialog';
import { type FormProps, fieldProps } from '../form-dialog/form-props';
import { useMessages } from '../i18n';
import { TextField } from '../text-field';

export type ForgotPasswordField = 'email';

export interface ForgotPasswordDialogProps extends FormProps<ForgotPasswordField> {
  open: boolean;
  onClose: () => void;
  onLogin: () => void;
}

/**
 * Asks for the e-mail to send a password reset link to.
 * Use it from the login dialog's "Forgot your password?".
 */
export function ForgotPasswordDialog({ open, onClose, onLogin, ...form }: ForgotPasswordDialogProps) {
  const t = useMessages();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t.format('account.forgotPassword.title')}
      description={t.format('account.forgotPassword.description')}
      submitLabel={t.format('account.forgotPassword.submit')}
      busy={form.busy}
      onSubmit={form.onSubmit}
      links={
        <Button variant="link" onClick={onLogin}>
          {t.format('account.forgotPassword.backToLogin')}
        </Button>
      }
    >
      <TextField
        label={t.format('account.field.email')}
        type="email"
        autoComplete="email"
        required
        {...fieldProps(form, 'email')}
      />
    </FormDialog>
  );
}
