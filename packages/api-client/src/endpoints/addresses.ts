import type { Address, AddressListResponse, AddressPayload, AddressSavedResponse } from '@bookshop/domain';
import type { ShopEndpointBuilder } from '../shop-api-definition.js';

const LIST = { type: 'Addresses', id: 'LIST' } as const;

export type { AddressPayload } from '@bookshop/domain';

/** The endpoint definitions of `addressesApi` (React-free: `createBookshopApi` of the core is made of them too). */
export const addressesEndpoints = (build: ShopEndpointBuilder) => ({
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
});
