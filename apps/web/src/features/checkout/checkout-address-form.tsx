import { readApiError, useCreateAddressMutation } from '@bookshop/api-client';
import { type Address, buildAddressPayload, changeAddressPicker, DEFAULT_COUNTRY } from '@bookshop/domain';
import { useMessages } from '@bookshop/ui';
import {
  type CheckoutAddressField,
  CheckoutAddressForm as CheckoutAddressFields,
} from '@bookshop/ui/account';
import { checkoutAddressSchema, firstFieldErrors, validateForm } from '@bookshop/validation';
import { useFormik } from 'formik';
import { useLocationChoices } from '../../shared/location/use-location-choices';

const FIELDS: readonly CheckoutAddressField[] = [
  'firstName',
  'lastName',
  'phone',
  'address',
  'country',
  'province',
  'city',
  'zipCode',
];

type Values = Record<CheckoutAddressField, string>;

/**
 * Add Shipping Address / Add Billing Address inside the checkout panel (spec sections 2 and 5):
 * the checkout address schema (with first and last name), the cascading Country, Province and
 * City pickers of the New Address dialog (a new country clears province and city, a new province
 * the city), saved through `POST /api/addresses` for whoever holds the token, a guest included.
 * The saved address is handed back so the panel can select it.
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
  const t = useMessages();
  const [createAddress] = useCreateAddressMutation();
  const formik = useFormik<Values>({
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
    // The schema's messages in the page's language (its own validate words English only).
    validate: (values) => {
      const checked = validateForm(checkoutAddressSchema, values, t.language);
      return checked.ok ? {} : firstFieldErrors(checked.errors);
    },
    onSubmit: async (values, helpers) => {
      const payload = buildAddressPayload(checkoutAddressSchema.cast(values), { checkout: true });
      const result = await createAddress(payload);
      if (result.error) {
        // Spec section 8: field errors under their fields, anything else under the phone.
        const problem = readApiError(result.error, t.format('checkout.addressForm.saveFailed'));
        const errors: Partial<Values> = {};
        for (const field of FIELDS) {
          const message = problem.fieldErrors[field]?.[0];
          if (message) errors[field] = message;
        }
        helpers.setErrors(Object.keys(errors).length > 0 ? errors : { phone: problem.message });
        return;
      }
      onSaved(result.data);
    },
  });
  const choices = useLocationChoices(formik.values.country, formik.values.province);
  // Every field shows its message once touched or once the form was sent.
  const touched = Object.fromEntries(
    FIELDS.map((field) => [field, Boolean(formik.touched[field]) || formik.submitCount > 0]),
  );

  return (
    <CheckoutAddressFields
      kind={kind}
      {...choices}
      values={formik.values}
      errors={formik.errors}
      touched={touched}
      busy={formik.isSubmitting}
      onFieldChange={(field, value) => {
        if (field === 'country' || field === 'province' || field === 'city') {
          void formik.setValues({
            ...formik.values,
            ...changeAddressPicker(formik.values, { field, value }),
          });
        } else {
          void formik.setFieldValue(field, value);
        }
      }}
      onFieldBlur={(field) => void formik.setFieldTouched(field, true)}
      onSubmit={() => void formik.submitForm()}
      onCancel={onCancel}
    />
  );
}
