/**
 * The countries the shop delivers to. The spec shows international orders as unavailable, so
 * only Pakistan for now; address forms list the other countries greyed out as "not yet".
 */
export const DELIVERY_COUNTRIES: readonly string[] = ['Pakistan'];

/** The error for an address in a country the shop does not deliver to (a form never offers one). */
export const NOT_DELIVERED_MESSAGE = 'We deliver within Pakistan only for now.';

/** What an address form shows beside a country the shop does not deliver to yet. */
export const NOT_YET_DELIVERED_NOTE = 'not yet';

/**
 * Whether the shop delivers to a country, by its name as the country list spells it.
 *
 * @example deliversTo('Pakistan') // true
 * @example deliversTo('United Arab Emirates') // false
 */
export function deliversTo(country: string): boolean {
  return DELIVERY_COUNTRIES.includes(country);
}
