import { FormDialog } from '../form-dialog/form-dialog';
import { type FormProps, fieldProps } from '../form-dialog/form-props';
import { useMessages } from '../i18n';
import { TextField } from '../text-field';

export type ResetPasswordField = 'email' | 'password' | 'password_confirmation';

export interface ResetPasswordDialogProps extends FormProps<ResetPasswordField> {
  open: boolean;
  onClose: () => void;
}

/**
 * Sets a new password through the link of a reset e-mail.
 * Use it on the page a reset e-mail's link opens.
 */
export function ResetPasswordDialog({ open, onClose, ...form }: ResetPasswordDialogProps) {
  const t = useMessages();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t.format('account.resetPassword.title')}
      description={t.format('account.resetPassword.description')}
      submitLabel={t.format('account.resetPassword.submit')}
      busy={form.busy}
      onSubmit={form.onSubmit}
    >
      <TextField
        label={t.format('account.field.email')}
        type="email"
        autoComplete="email"
        required
        {...fieldProps(form, 'email')}
      />
      <TextField
        label={t.format('account.field.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t.format('account.field.passwordHint')}
        required
        {...fieldProps(form, 'password')}
      />
      <TextField
        label={t.format('account.field.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...fieldProps(form, 'password_confirmation')}
      />
    </FormDialog>
  );
}
