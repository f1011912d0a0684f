import { Button } from '../button';
import { FormDialog } from '../form-dialog/form-dialog';
import { type FormProps, fieldProps } from '../form-dialog/form-props';
import { useMessages } from '../i18n';
import { TextField } from '../text-field';

export type RegisterField = 'first_name' | 'last_name' | 'email' | 'password' | 'password_confirmation';

export interface RegisterDialogProps extends FormProps<RegisterField> {
  open: boolean;
  onClose: () => void;
  onLogin: () => void;
}

/**
 * Registration: names, e-mail and a confirmed password.
 * Use it wherever a guest chooses Register, or Create an account from the login dialog.
 */
export function RegisterDialog({ open, onClose, onLogin, ...form }: RegisterDialogProps) {
  const t = useMessages();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t.format('account.register.title')}
      submitLabel={t.format('account.register.submit')}
      busy={form.busy}
      onSubmit={form.onSubmit}
      links={
        <span>
          {t.format('account.register.haveAccount')}{' '}
          <Button variant="link" onClick={onLogin}>
            {t.format('account.register.login')}
          </Button>
        </span>
      }
    >
      <div className="bk-form__row">
        <TextField
          label={t.format('account.field.firstName')}
          autoComplete="given-name"
          required
          {...fieldProps(form, 'first_name')}
        />
        <TextField
          label={t.format('account.field.lastName')}
          autoComplete="family-name"
          required
          {...fieldProps(form, 'last_name')}
        />
      </div>
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
        autoComplete="new-password"
        hint={t.format('account.field.passwordHint')}
        required
        {...fieldProps(form, 'password')}
      />
      <TextField
        label={t.format('account.field.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...fieldProps(form, 'password_confirmation')}
      />
    </FormDialog>
  );
}
