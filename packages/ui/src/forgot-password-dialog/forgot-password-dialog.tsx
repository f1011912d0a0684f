import { Button } from '../button';
import { FormDialog } from '../form-dialog/form-dialog';
import { type FormProps, fieldProps } from '../form-dialog/form-props';
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
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Forgot Password"
      description="Enter the e-mail of your account and we will send you a link to choose a new password."
      submitLabel="Send Reset Link"
      busy={form.busy}
      onSubmit={form.onSubmit}
      links={
        <Button variant="link" onClick={onLogin}>
          Back to Login
        </Button>
      }
    >
      <TextField label="Email" type="email" autoComplete="email" required {...fieldProps(form, 'email')} />
    </FormDialog>
  );
}
