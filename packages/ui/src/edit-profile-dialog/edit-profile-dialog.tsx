import { FormDialog } from '../form-dialog/form-dialog';
import { type FormProps, fieldProps, phoneFieldProps } from '../form-dialog/form-props';
import { useMessages } from '../i18n';
import { PhoneField } from '../phone-field';
import { TextField } from '../text-field';

export type EditProfileField = 'first_name' | 'last_name' | 'phone';

export interface EditProfileDialogProps extends FormProps<EditProfileField> {
  open: boolean;
  onClose: () => void;
}

/**
 * Edits the shopper's name and mobile number.
 * Use it from the profile's Edit Profile action.
 */
export function EditProfileDialog({ open, onClose, ...form }: EditProfileDialogProps) {
  const t = useMessages();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t.format('account.editProfile.title')}
      submitLabel={t.format('account.editProfile.submit')}
      busy={form.busy}
      onSubmit={form.onSubmit}
    >
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
      <PhoneField required {...phoneFieldProps(form, 'phone')} />
    </FormDialog>
  );
}
