import { type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * Parses a phone number as a Pakistani mobile, or gives undefined. Parsing is strict (no number
 * picked out of surrounding text), because the shop only ever asks for a bare mobile number.
 */
export function parsePakistaniMobile(phone: string | null | undefined): PhoneNumber | undefined {
  if (typeof phone !== 'string') return undefined;
  const parsed = parsePhoneNumberFromString(phone.trim(), { defaultCountry: 'PK', extract: false });
  // An extension would be lost on a courier's SMS, so a number with one is not a usable mobile.
  if (parsed?.country !== 'PK' || parsed.ext || !parsed.isValid()) return undefined;
  return parsed.getType() === 'MOBILE' ? parsed : undefined;
}

/**
 * Whether the text is a valid Pakistani mobile number, in local (`0300 1234567`) or
 * international (`+92 300 1234567`) form. Landlines and foreign numbers are refused: the shop
 * texts order updates and couriers call mobiles (spec section 9).
 */
export function isPakistaniMobile(phone: string | null | undefined): boolean {
  return parsePakistaniMobile(phone) !== undefined;
}
