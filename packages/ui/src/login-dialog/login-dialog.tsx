import { Button } from '../button';
import { FormDialog } from '../form-dialog/form-dialog';
import { type FormProps, fieldProps } from '../form-dialog/form-props';
import { useMessages } from '../i18n';
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
  const t = useMessages();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t.format('account.login.title')}
      submitLabel={t.format('account.login.submit')}
      busy={form.busy}
      onSubmit={form.onSubmit}
      links={
        <>
          <Button variant="link" onClick={onForgotPassword}>
            {t.format('account.login.forgotPassword')}
          </Button>
          <span>
            {t.format('account.login.newHere')}{' '}
            <Button variant="link" onClick={onRegister}>
              {t.format('account.login.createAccount')}
            </Button>
          </span>
        </>
      }
    >
      <TextField
        label={t.format('account.field.email')}
        type="email"
        autoComplete="email"
        required
        {...fieldProps(form, 'email')}
      />
      <TextField
        label={t.format('account.field.password')}
        type="password"
        autoComplete="current-password"
        required
        {...fieldProps(form, 'password')}
      />
    </FormDialog>
  );
}
