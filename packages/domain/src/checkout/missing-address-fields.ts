import type { Address } from '../entities/address.js';

const requiredFields = [
  ['Name', 'Name'],
  ['Phone', 'Phone'],
  ['Address', 'Address'],
  ['City', 'City'],
  ['Country', 'Country'],
  ['PostCode', 'Post Code'],
] as const satisfies readonly (readonly [keyof Address, string])[];

/**
 * The labels of the fields an address lacks for delivery, in the order the checkout message
 * names them: Name, Phone, Address, City, Country, Post Code. Province is not needed. Blank
 * text counts as missing, because old records hold empty strings rather than nulls.
 */
export function missingAddressFields(address: Readonly<Address>): string[] {
  return requiredFields
    .filter(([field]) => {
      const value = address[field];
      return typeof value !== 'string' || value.trim() === '';
    })
    .map(([, label]) => label);
}
