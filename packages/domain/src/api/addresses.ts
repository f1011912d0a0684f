import type { Address } from '../entities/address.js';
import type { SuccessMessage } from './common.js';

/**
 * Body of `POST /api/addresses` and `PUT /api/addresses/{id}`. Only the checkout form has name
 * fields; the profile form takes the name from the user.
 */
export interface AddressPayload {
  firstName?: string;
  lastName?: string;
  phone: string;
  address: string;
  city: string;
  province: string;
  country: string;
  zipCode: string;
}

/** Answer of `GET /api/addresses`: the holder's addresses, newest first. */
export interface AddressListResponse {
  data: { addresses: readonly Address[] };
}

/** Answer of `POST /api/addresses` (201) and `PUT /api/addresses/{id}`: the saved address. */
export interface AddressSavedResponse extends SuccessMessage {
  data: { address: Address };
}

/** Answer of `DELETE /api/addresses/{id}`. */
export type AddressDeletedResponse = SuccessMessage;
