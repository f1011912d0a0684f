import { useId } from 'react';
import { Button } from '../button';
import { type FormProps, fieldProps, shownError } from '../form-dialog/form-props';
import { type LocationChoices, LocationPickers } from '../location-pickers';
import { PhoneField } from '../phone-field';
import { TextField } from '../text-field';

export type CheckoutAddressField =
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'address'
  | 'country'
  | 'province'
  | 'city'
  | 'zipCode';

export interface CheckoutAddressFormProps extends FormProps<CheckoutAddressField>, LocationChoices {
  /** Add Shipping Address or Add Billing Address. */
  kind: 'shipping' | 'billing';
  onCancel: () => void;
}

/**
 * Add Shipping Address / Add Billing Address inside the checkout panel (spec sections 2 and 5):
 * first and last name (guests have no account to take them from), phone, address, and the same
 * cascading Country, Province and City pickers as the New Address dialog, then Zip Code.
 */
export function CheckoutAddressForm({
  kind,
  onCancel,
  countries,
  provinces,
  cities,
  ...form
}: CheckoutAddressFormProps) {
  const titleId = useId();
  return (
    <form
      className="bk-checkout-address-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.onSubmit();
      }}
    >
      <h3 id={titleId}>{kind === 'shipping' ? 'Add Shipping Address' : 'Add Billing Address'}</h3>
      <div className="bk-checkout-address-form__names">
        <TextField label="First Name" autoComplete="given-name" required {...fieldProps(form, 'firstName')} />
        <TextField label="Last Name" autoComplete="family-name" required {...fieldProps(form, 'lastName')} />
      </div>
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
      <div className="bk-checkout-address-form__actions">
        <Button type="submit" busy={form.busy} busyLabel="Please wait…">
          Save Address
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
