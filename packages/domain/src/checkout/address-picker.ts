import type { AddressPicker } from '../entities/checkout.js';
import { DEFAULT_COUNTRY } from '../entities/user.js';

/** A fresh picker: Pakistan, no state, no city. */
export const initialAddressPicker: Readonly<AddressPicker> = Object.freeze({
  country: DEFAULT_COUNTRY,
  province: '',
  city: '',
});

/** A choice made in one of the cascading pickers. */
export type AddressPickerChange =
  | { field: 'country'; value: string }
  | { field: 'province'; value: string }
  | { field: 'city'; value: string };

/**
 * Applies a picker choice. A different country clears state and city, and a different state
 * clears city, because the lists below depend on the choice above and an old pick may not exist
 * in the new list. Picking the same value again keeps what is below it.
 */
export function changeAddressPicker(
  picker: Readonly<AddressPicker>,
  change: AddressPickerChange,
): Readonly<AddressPicker> {
  if (picker[change.field] === change.value) return picker;
  switch (change.field) {
    case 'country':
      return { country: change.value, province: '', city: '' };
    case 'province':
      return { ...picker, province: change.value, city: '' };
    case 'city':
      return { ...picker, city: change.value };
  }
}
