import { FormDialog } from '../form-dialog/form-dialog';
import { type FormProps, fieldProps } from '../form-dialog/form-props';
import { useMessages } from '../i18n';
import { TextField } from '../text-field';

export type ChangePasswordField = 'current_password' | 'new_password' | 'new_confirm_password';

export interface ChangePasswordDialogProps extends FormProps<ChangePasswordField> {
  open: boolean;
  onClose: () => void;
}

/**
 * Changes the password of a logged-in shopper, who confirms the current one first.
 * Use it from the profile's Change Password action.
 */
export function ChangePasswordDialog({ open, onClose, ...form }: ChangePasswordDialogProps) {
  const t = useMessages();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t.format('account.changePassword.title')}
      submitLabel={t.format('account.changePassword.submit')}
      busy={form.busy}
      onSubmit={form.onSubmit}
    >
      <TextField
        label={t.format('account.field.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        {...fieldProps(form, 'current_password')}
      />
      <TextField
        label={t.format('account.field.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t.format('account.field.passwordHint')}
        required
        {...fieldProps(form, 'new_password')}
      />
      <TextField
        label={t.format('account.field.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...fieldProps(form, 'new_confirm_password')}
      />
    </FormDialog>
  );
}
