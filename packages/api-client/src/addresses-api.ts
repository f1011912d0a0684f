import type { Address, AddressListResponse, AddressPayload, AddressSavedResponse } from '@bookshop/domain';
import { baseApi } from './base-api.js';

const LIST = { type: 'Addresses', id: 'LIST' } as const;

export type { AddressPayload } from '@bookshop/domain';

/** The saved addresses of whoever holds the token. */
export const addressesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<readonly Address[], void>({
      query: () => 'api/addresses',
      transformResponse: (response: AddressListResponse) => response.data.addresses,
      providesTags: (result) => [
        LIST,
        ...(result ?? []).map((address) => ({ type: 'Addresses' as const, id: address.id })),
      ],
    }),
    createAddress: build.mutation<Address, AddressPayload>({
      query: (body) => ({ url: 'api/addresses', method: 'POST', body }),
      transformResponse: (response: AddressSavedResponse) => response.data.address,
      // The spec: on success the address list is refreshed.
      invalidatesTags: [LIST],
    }),
    updateAddress: build.mutation<Address, { id: number; address: AddressPayload }>({
      query: ({ id, address }) => ({ url: `api/addresses/${id}`, method: 'PUT', body: address }),
      transformResponse: (response: AddressSavedResponse) => response.data.address,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Addresses', id }],
    }),
    deleteAddress: build.mutation<void, number>({
      query: (id) => ({ url: `api/addresses/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Addresses', id }],
    }),
  }),
});

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
