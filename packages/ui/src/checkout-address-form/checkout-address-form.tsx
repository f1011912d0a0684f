import { useId } from 'react';
import { type AddressField, AddressFields } from '../address-fields';
import { Button } from '../button';
import { type FormProps, fieldProps } from '../form-dialog/form-props';
import { useMessages } from '../i18n';
import type { LocationChoices } from '../location-pickers';
import { TextField } from '../text-field';

/** Guests have no account to take a name from, so the checkout's form asks for one. */
export type CheckoutAddressField = 'firstName' | 'lastName' | AddressField;

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
  const t = useMessages();
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
      <h3 id={titleId}>
        {t.format(
          kind === 'shipping' ? 'checkout.addressForm.addShipping' : 'checkout.addressForm.addBilling',
        )}
      </h3>
      <div className="bk-checkout-address-form__names">
        <TextField
          label={t.format('checkout.addressForm.firstName')}
          autoComplete="given-name"
          required
          {...fieldProps(form, 'firstName')}
        />
        <TextField
          label={t.format('checkout.addressForm.lastName')}
          autoComplete="family-name"
          required
          {...fieldProps(form, 'lastName')}
        />
      </div>
      <AddressFields {...form} countries={countries} provinces={provinces} cities={cities} />
      <div className="bk-checkout-address-form__actions">
        <Button type="submit" busy={form.busy} busyLabel={t.format('checkout.addressForm.pleaseWait')}>
          {t.format('checkout.addressForm.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.format('checkout.addressForm.cancel')}
        </Button>
      </div>
    </form>
  );
}
