import { type InferType, object } from 'yup';
import { boundedText, personName } from '../fields.js';
import { msg } from '../messages.js';
import { addressFields } from './address-schema.js';

/**
 * The checkout's Add Shipping Address and Add Billing Address form (spec section 5): the address
 * form plus first and last name, with room for a longer address line.
 */
export const checkoutAddressSchema = object({
  firstName: personName(msg('name.firstNameRequired'), msg('name.firstNameLetters'), {
    min: 3,
    minMessage: msg('name.firstNameMin', { min: 3 }),
    max: 60,
    maxMessage: msg('name.firstNameMax', { max: 60 }),
  }),
  lastName: personName(msg('name.lastNameRequired'), msg('name.lastNameLetters'), {
    min: 3,
    minMessage: msg('name.lastNameMin', { min: 3 }),
    max: 60,
    maxMessage: msg('name.lastNameMax', { max: 60 }),
  }),
  ...addressFields,
  address: boundedText(
    msg('address.addressRequired'),
    3,
    msg('address.addressMin', { min: 3 }),
    100,
    msg('address.addressMax', { max: 100 }),
  ),
});

/** Valid checkout address values. */
export type CheckoutAddressValues = InferType<typeof checkoutAddressSchema>;
