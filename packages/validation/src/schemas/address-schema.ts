import { deliversTo } from '@bookshop/domain';
import { type InferType, object } from 'yup';
import { boundedText, mobile } from '../fields.js';
import { msg } from '../messages.js';

/**
 * The fields shared by every address form. The spec's length messages disagree with its bounds;
 * DESIGN.md keeps the bounds, so each message states the bound it enforces. The phone's 3 to 30
 * bound needs no message of its own: every valid Pakistani mobile is within it.
 */
export const addressFields = {
  phone: mobile(msg('address.phoneRequired'), msg('address.phoneInvalid')),
  address: boundedText(
    msg('address.addressRequired'),
    3,
    msg('address.addressMin', { min: 3 }),
    60,
    msg('address.addressMax', { max: 60 }),
  ),
  city: boundedText(
    msg('address.cityRequired'),
    3,
    msg('address.cityMin', { min: 3 }),
    60,
    msg('address.cityMax', { max: 60 }),
  ),
  province: boundedText(
    msg('address.provinceRequired'),
    3,
    msg('address.provinceMin', { min: 3 }),
    60,
    msg('address.provinceMax', { max: 60 }),
  ),
  // Forms list other countries greyed out; a request naming one anyway is refused the same way.
  // Only within the length bounds, so a too short or too long name gets just its length message.
  country: boundedText(
    msg('address.countryRequired'),
    3,
    msg('address.countryMin', { min: 3 }),
    60,
    msg('address.countryMax', { max: 60 }),
  ).test(
    'delivered',
    msg('address.notDelivered'),
    (value) => !value || value.length < 3 || value.length > 60 || deliversTo(value),
  ),
  zipCode: boundedText(
    msg('address.zipCodeRequired'),
    3,
    msg('address.zipCodeMin', { min: 3 }),
    30,
    msg('address.zipCodeMax', { max: 30 }),
  ),
};

/** The profile's New Address and Update Address forms (spec section 5). */
export const addressSchema = object(addressFields);

/** Valid address values, as `POST /api/addresses` and `PUT /api/addresses/{id}` take them. */
export type AddressValues = InferType<typeof addressSchema>;
