import type { AddressPayload } from '../api/addresses.js';

/** The values of an address form; the name fields exist on the checkout form only. */
export interface AddressFormValues {
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone: string;
  address: string;
  city: string;
  province: string;
  country: string;
  zipCode: string;
}

/**
 * The body of `POST /api/addresses` or `PUT /api/addresses/{id}` (spec section 7). Names are
 * sent only from checkout, since the profile form has none and the server then uses the user's
 * name. Text is trimmed so stray spaces never reach a label or a courier.
 */
export function buildAddressPayload(
  form: Readonly<AddressFormValues>,
  { checkout }: { checkout: boolean },
): AddressPayload {
  const payload: AddressPayload = {
    phone: form.phone.trim(),
    address: form.address.trim(),
    city: form.city.trim(),
    province: form.province.trim(),
    country: form.country.trim(),
    zipCode: form.zipCode.trim(),
  };
  if (!checkout) return payload;
  return { firstName: (form.firstName ?? '').trim(), lastName: (form.lastName ?? '').trim(), ...payload };
}
