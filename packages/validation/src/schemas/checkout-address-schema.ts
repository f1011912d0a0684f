import { type InferType, object } from 'yup';
import { boundedText, personName } from '../fields.js';
import { addressFields } from './address-schema.js';

/**
 * The checkout's Add Shipping Address and Add Billing Address form (spec section 5): the address
 * form plus first and last name, with room for a longer address line.
 */
export const checkoutAddressSchema = object({
  firstName: personName(
    'First name is required.',
    'The first name must contain only letters, dots, and hyphens.',
    {
      min: 3,
      minMessage: 'First name should have a minimum length of 3',
      max: 60,
      maxMessage: 'First name should have a maximum length of 60',
    },
  ),
  lastName: personName(
    'Last name is required.',
    'The last name must contain only letters, dots, and hyphens.',
    {
      min: 3,
      minMessage: 'Last name should have a minimum length of 3',
      max: 60,
      maxMessage: 'Last name should have a maximum length of 60',
    },
  ),
  ...addressFields,
  address: boundedText(
    'Address field is required.',
    3,
    'The address should have a minimum length of 3',
    100,
    'The address should have a maximum length of 100',
  ),
});

/** Valid checkout address values. */
export type CheckoutAddressValues = InferType<typeof checkoutAddressSchema>;
