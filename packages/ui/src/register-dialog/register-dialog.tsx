import { Button } from '../button';
import { FormDialog } from '../form-dialog/form-dialog';
import { type FormProps, fieldProps } from '../form-dialog/form-props';
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
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Register"
      submitLabel="Register"
      busy={form.busy}
      onSubmit={form.onSubmit}
      links={
        <span>
          Already have an account?{' '}
          <Button variant="link" onClick={onLogin}>
            Login
          </Button>
        </span>
      }
    >
      <div className="bk-form__row">
        <TextField
          label="First Name"
          autoComplete="given-name"
          required
          {...fieldProps(form, 'first_name')}
        />
        <TextField label="Last Name" autoComplete="family-name" required {...fieldProps(form, 'last_name')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" required {...fieldProps(form, 'email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="6 to 18 characters"
        required
        {...fieldProps(form, 'password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        {...fieldProps(form, 'password_confirmation')}
      />
    </FormDialog>
  );
}
