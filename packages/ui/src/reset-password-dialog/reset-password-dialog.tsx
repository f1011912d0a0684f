import { FormDialog } from '../form-dialog/form-dialog';
import { type FormProps, fieldProps } from '../form-dialog/form-props';
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
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Reset Password"
      description="Choose a new password for your account."
      submitLabel="Reset Password"
      busy={form.busy}
      onSubmit={form.onSubmit}
    >
      <TextField label="Email" type="email" autoComplete="email" required {...fieldProps(form, 'email')} />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint="6 to 18 characters"
        required
        {...fieldProps(form, 'password')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        {...fieldProps(form, 'password_confirmation')}
      />
    </FormDialog>
  );
}
