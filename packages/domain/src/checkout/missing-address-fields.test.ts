import { describe, expect, it } from 'vitest';
import { address } from '../test-support/fixtures.js';
import { missingAddressFields } from './missing-address-fields.js';

describe('missingAddressFields', () => {
  it('finds nothing missing in a complete address, province or not', () => {
    expect(missingAddressFields(address())).toEqual([]);
    expect(missingAddressFields(address({ Province: null }))).toEqual([]);
  });

  it('names missing fields in the spec order, with Post Code spelled out', () => {
    const empty = address({ Name: null, Phone: '', Address: '  ', City: null, Country: '', PostCode: null });
    expect(missingAddressFields(empty)).toEqual(['Name', 'Phone', 'Address', 'City', 'Country', 'Post Code']);
    expect(missingAddressFields(address({ PostCode: '', Phone: null }))).toEqual(['Phone', 'Post Code']);
  });
});
