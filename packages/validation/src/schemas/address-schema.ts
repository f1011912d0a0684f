import { deliversTo, NOT_DELIVERED_MESSAGE } from '@bookshop/domain';
import { type InferType, object } from 'yup';
import { boundedText, mobile } from '../fields.js';

/**
 * The fields shared by every address form. The spec's length messages disagree with its bounds;
 * DESIGN.md keeps the bounds, so each message states the bound it enforces. The phone's 3 to 30
 * bound needs no message of its own: every valid Pakistani mobile is within it.
 */
export const addressFields = {
  phone: mobile('Phone field is required.', 'Invalid phone number'),
  address: boundedText(
    'Address field is required.',
    3,
    'The address should have a minimum length of 3',
    60,
    'The address should have a maximum length of 60',
  ),
  city: boundedText(
    'City field is required.',
    3,
    'The city should have a minimum length of 3',
    60,
    'The city should have a maximum length of 60',
  ),
  province: boundedText(
    'Province field is required.',
    3,
    'The province should have a minimum length of 3',
    60,
    'The province should have a maximum length of 60',
  ),
  // Forms list other countries greyed out; a request naming one anyway is refused the same way.
  // Only within the length bounds, so a too short or too long name gets just its length message.
  country: boundedText(
    'Country field is required.',
    3,
    'The country should have a minimum length of 3',
    60,
    'The country should have a maximum length of 60',
  ).test(
    'delivered',
    NOT_DELIVERED_MESSAGE,
    (value) => !value || value.length < 3 || value.length > 60 || deliversTo(value),
  ),
  zipCode: boundedText(
    'Zip code field is required.',
    3,
    'The zip code should have a minimum length of 3',
    30,
    'The zip code should have a maximum length of 30',
  ),
};

/** The profile's New Address and Update Address forms (spec section 5). */
export const addressSchema = object(addressFields);

/** Valid address values, as `POST /api/addresses` and `PUT /api/addresses/{id}` take them. */
export type AddressValues = InferType<typeof addressSchema>;
