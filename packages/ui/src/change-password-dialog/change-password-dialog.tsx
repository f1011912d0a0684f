import { FormDialog } from '../form-dialog/form-dialog';
import { type FormProps, fieldProps } from '../form-dialog/form-props';
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
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Change Password"
      submitLabel="Change Password"
      busy={form.busy}
      onSubmit={form.onSubmit}
    >
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        required
        {...fieldProps(form, 'current_password')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint="6 to 18 characters"
        required
        {...fieldProps(form, 'new_password')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        {...fieldProps(form, 'new_confirm_password')}
      />
    </FormDialog>
  );
}
