import type { Address } from '@bookshop/domain';
import { addressSchema, checkoutAddressSchema } from '@bookshop/validation';
import { validateBody } from '../accounts/validate-body.js';
import type { RequestAuth } from '../auth/request-auth.js';
import type { Database } from '../db/client.js';
import { HttpError, NotFoundError } from '../lib/errors.js';
import { type AddressFields, type AddressOwner, createAddressesRepository } from './repository.js';

/** Enough for any family's homes and offices; a bound keeps one token from filling the table. */
export const MAX_ADDRESSES = 50;

export function ownerOf(auth: RequestAuth): AddressOwner {
  return auth.kind === 'user' ? { userId: auth.user.id } : { guestTokenId: auth.tokenId };
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * Validates an address body with the form it came from: the checkout form sends first and last
 * name (or says `checkout: true`) and is checked with the checkout schema, whose address may be
 * longer; the profile forms have no name fields.
 */
export function readAddressBody(body: unknown): AddressFields {
  const checkout =
    field(body, 'checkout') === true ||
    field(body, 'firstName') !== undefined ||
    field(body, 'lastName') !== undefined;
  if (checkout) {
    const v = validateBody(checkoutAddressSchema, body);
    return {
      firstName: v.firstName,
      lastName: v.lastName,
      phone: v.phone,
      address: v.address,
      city: v.city,
      province: v.province,
      country: v.country,
      zipCode: v.zipCode,
    };
  }
  const v = validateBody(addressSchema, body);
  return {
    phone: v.phone,
    address: v.address,
    city: v.city,
    province: v.province,
    country: v.country,
    zipCode: v.zipCode,
  };
}

export function createAddressesService(db: Database) {
  const repo = createAddressesRepository(db);
  return {
    list(auth: RequestAuth): Promise<Address[]> {
      return repo.list(ownerOf(auth));
    },

    async create(auth: RequestAuth, fields: AddressFields): Promise<Address> {
      const owner = ownerOf(auth);
      if ((await repo.count(owner)) >= MAX_ADDRESSES) {
        throw new HttpError(422, `You can keep at most ${MAX_ADDRESSES} addresses. Please delete one first.`);
      }
      return repo.create(owner, fields);
    },

    /** Someone else's address is answered like a missing one, so ids cannot be probed. */
    async update(auth: RequestAuth, id: number, fields: AddressFields): Promise<Address> {
      const address = await repo.update(id, ownerOf(auth), fields);
      if (!address) throw new NotFoundError('Address not found');
      return address;
    },

    async delete(auth: RequestAuth, id: number): Promise<void> {
      if (!(await repo.delete(id, ownerOf(auth)))) throw new NotFoundError('Address not found');
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
