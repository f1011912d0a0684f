import { Button } from '../button';
import { FormDialog } from '../form-dialog/form-dialog';
import { type FormProps, fieldProps } from '../form-dialog/form-props';
import { TextField } from '../text-field';

export type LoginField = 'email' | 'password';

export interface LoginDialogProps extends FormProps<LoginField> {
  open: boolean;
  onClose: () => void;
  onForgotPassword: () => void;
  onRegister: () => void;
}

/**
 * Login with e-mail and password; a failed login's message shows under the e-mail field.
 * Use it wherever a guest chooses Login, and when an action needs an account.
 */
export function LoginDialog({ open, onClose, onForgotPassword, onRegister, ...form }: LoginDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Login"
      submitLabel="Login"
      busy={form.busy}
      onSubmit={form.onSubmit}
      links={
        <>
          <Button variant="link" onClick={onForgotPassword}>
            Forgot your password?
          </Button>
          <span>
            New here?{' '}
            <Button variant="link" onClick={onRegister}>
              Create an account
            </Button>
          </span>
        </>
      }
    >
      <TextField label="Email" type="email" autoComplete="email" required {...fieldProps(form, 'email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...fieldProps(form, 'password')}
      />
    </FormDialog>
  );
}
