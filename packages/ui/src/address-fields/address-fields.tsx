import { type FormFieldsProps, fieldProps, phoneFieldProps } from '../form-dialog/form-props';
import { useMessages } from '../i18n';
import { type LocationChoices, LocationPickers } from '../location-pickers';
import { PhoneField } from '../phone-field';
import { TextField } from '../text-field';

/** The fields every address has; forms may ask for more (the checkout asks for names). */
export type AddressField = 'phone' | 'address' | 'country' | 'province' | 'city' | 'zipCode';

export interface AddressFieldsProps extends FormFieldsProps<AddressField>, LocationChoices {}

/**
 * Phone, Address, the Country, Province and City pickers, then Zip Code: all required, wired to
 * the form's values, errors and touched flags. Rendered without a wrapper, so they lay out as
 * fields of whichever form holds them.
 * Use it inside any address form (the profile's New/Update Address dialog, the checkout's form).
 */
export function AddressFields({ countries, provinces, cities, ...form }: AddressFieldsProps) {
  const t = useMessages();
  return (
    <>
      <PhoneField required {...phoneFieldProps(form, 'phone')} />
      <TextField
        label={t.format('account.field.address')}
        autoComplete="street-address"
        required
        {...fieldProps(form, 'address')}
      />
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
      <TextField
        label={t.format('account.field.zipCode')}
        autoComplete="postal-code"
        required
        {...fieldProps(form, 'zipCode')}
      />
    </>
  );
}
