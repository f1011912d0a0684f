import { baseApi } from './base-api.js';
import { addressesEndpoints } from './endpoints/addresses.js';

export * from './endpoints/addresses.js';

/** The saved addresses of whoever holds the token. */
export const addressesApi = baseApi.injectEndpoints({ endpoints: addressesEndpoints });

export const {
  /** React hook for the `getAddresses` query of {@link addressesApi}: fetches, caches and refetches when its tags are invalidated. */
  useGetAddressesQuery,
  /** React hook for the `createAddress` call of {@link addressesApi}: gives the trigger and the state of the last call. */
  useCreateAddressMutation,
  /** React hook for the `updateAddress` call of {@link addressesApi}: gives the trigger and the state of the last call. */
  useUpdateAddressMutation,
  /** React hook for the `deleteAddress` call of {@link addressesApi}: gives the trigger and the state of the last call. */
  useDeleteAddressMutation,
} = addressesApi;
