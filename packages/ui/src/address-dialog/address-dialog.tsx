import { FormDialog } from '../form-dialog/form-dialog';
import { type FormProps, fieldProps, shownError } from '../form-dialog/form-props';
import { type LocationChoices, LocationPickers } from '../location-pickers';
import { PhoneField } from '../phone-field';
import { TextField } from '../text-field';

export type AddressField = 'phone' | 'address' | 'country' | 'province' | 'city' | 'zipCode';

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
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={mode === 'new' ? 'New Address' : 'Update Address'}
      submitLabel={mode === 'new' ? 'Save Address' : 'Update Address'}
      busy={form.busy}
      onSubmit={form.onSubmit}
      size="md"
    >
      <PhoneField
        name="phone"
        required
        value={form.values.phone}
        error={shownError(form, 'phone')}
        onValueChange={(value) => form.onFieldChange('phone', value)}
        onBlur={() => form.onFieldBlur?.('phone')}
      />
      <TextField label="Address" autoComplete="street-address" required {...fieldProps(form, 'address')} />
      <LocationPickers
        required
        values={form.values}
        errors={form.errors}
        touched={form.touched}
        countries={countries}
        provinces={provinces}
        cities={cities}
        onFieldChange={form.onFieldChange}
        onFieldBlur={form.onFieldBlur}
      />
      <TextField label="Zip Code" autoComplete="postal-code" required {...fieldProps(form, 'zipCode')} />
    </FormDialog>
  );
}
