import { readApiError, useCreateAddressMutation } from '@bookshop/api-client';
import { type Address, buildAddressPayload, DEFAULT_COUNTRY } from '@bookshop/domain';
import { Button, TextField } from '@bookshop/ui';
import { checkoutAddressSchema } from '@bookshop/validation';
import { useFormik } from 'formik';
import { useId } from 'react';

const FIELDS = [
  ['firstName', 'First Name', 'given-name'],
  ['lastName', 'Last Name', 'family-name'],
  ['phone', 'Phone', 'tel'],
  ['address', 'Address', 'street-address'],
  ['country', 'Country', 'country-name'],
  ['province', 'Province', 'address-level1'],
  ['city', 'City', 'address-level2'],
  ['zipCode', 'Zip Code', 'postal-code'],
] as const;

type FieldName = (typeof FIELDS)[number][0];

/**
 * Add Shipping Address / Add Billing Address inside the checkout panel (spec sections 2 and 5):
 * the checkout address schema (with first and last name), saved through `POST /api/addresses`
 * for whoever holds the token, a guest included. The saved address is handed back so the panel
 * can select it.
 */
export function CheckoutAddressForm({
  kind,
  onSaved,
  onCancel,
}: {
  kind: 'shipping' | 'billing';
  onSaved: (address: Address) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const [createAddress] = useCreateAddressMutation();
  const formik = useFormik<Record<FieldName, string>>({
    initialValues: {
      firstName: '',
      lastName: '',
      phone: '',
      address: '',
      country: DEFAULT_COUNTRY,
      province: '',
      city: '',
      zipCode: '',
    },
    validationSchema: checkoutAddressSchema,
    onSubmit: async (values, helpers) => {
      const payload = buildAddressPayload(checkoutAddressSchema.cast(values), { checkout: true });
      const result = await createAddress(payload);
      if (result.error) {
        const problem = readApiError(result.error, 'We could not save the address.');
        const errors: Partial<Record<FieldName, string>> = {};
        for (const [field] of FIELDS) {
          const message = problem.fieldErrors[field]?.[0];
          if (message) errors[field] = message;
        }
        helpers.setErrors(Object.keys(errors).length > 0 ? errors : { address: problem.message });
        return;
      }
      onSaved(result.data);
    },
  });

  return (
    <form
      className="checkout-address-form"
      aria-labelledby={titleId}
      onSubmit={formik.handleSubmit}
      noValidate
    >
      <h3 id={titleId}>{kind === 'shipping' ? 'Add Shipping Address' : 'Add Billing Address'}</h3>
      {FIELDS.map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          name={name}
          label={label}
          autoComplete={autoComplete}
          required
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined}
        />
      ))}
      <div className="checkout-actions">
        <Button type="submit" busy={formik.isSubmitting} busyLabel="Please wait…">
          Save Address
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
