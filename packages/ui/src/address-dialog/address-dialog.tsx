import { type AddressField, AddressFields } from '../address-fields';
import { FormDialog } from '../form-dialog/form-dialog';
import type { FormProps } from '../form-dialog/form-props';
import { useMessages } from '../i18n';
import type { LocationChoices } from '../location-pickers';

export type { AddressField };

export interface AddressDialogProps extends FormProps<AddressField>, LocationChoices {
  open: boolean;
  onClose: () => void;
  /** A new address, or changes to a saved one. */
  mode: 'new' | 'update';
}

/**
 * The profile's New Address and Update Address form. It has no name fields: the address is the
 * account holder's, and the server takes the name from the account.
 * Use it from the profile to add or edit a saved address.
 */
export function AddressDialog({
  open,
  onClose,
  mode,
  countries,
  provinces,
  cities,
  ...form
}: AddressDialogProps) {
  const t = useMessages();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t.format(
        mode === 'new' ? 'account.addressDialog.newTitle' : 'account.addressDialog.updateTitle',
      )}
      submitLabel={t.format(mode === 'new' ? 'account.addressDialog.save' : 'account.addressDialog.update')}
      busy={form.busy}
      onSubmit={form.onSubmit}
      size="md"
    >
      <AddressFields {...form} countries={countries} provinces={provinces} cities={cities} />
    </FormDialog>
  );
}
