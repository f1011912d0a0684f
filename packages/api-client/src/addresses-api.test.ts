import type { Address } from '@bookshop/domain';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressesApi } from './addresses-api.js';
import { baseApi } from './base-api.js';

function makeStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { getAuthToken: () => 'user-1' } } }).concat(baseApi.middleware),
  });
}

const home: Address = {
  id: 5,
  Name: 'Ayesha Khan',
  Phone: '+923001234567',
  Address: '12 Mall Road',
  City: 'Lahore',
  Province: 'Punjab',
  Country: 'Pakistan',
  PostCode: '54000',
};

const payload = {
  phone: '+923001234567',
  address: '12 Mall Road',
  city: 'Lahore',
  province: 'Punjab',
  country: 'Pakistan',
  zipCode: '54000',
};

/** A tiny server: the list, and every change answered with the changed address. */
function fakeServer() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}`);
      const body =
        request.method === 'GET'
          ? { data: { addresses: [home] } }
          : request.method === 'DELETE'
            ? { success: true, message: 'Address deleted successfully.' }
            : { success: true, message: 'Address created successfully.', data: { address: home } };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('addressesApi', () => {
  it('reads the list and refreshes it after each change', async () => {
    const calls = fakeServer();
    const store = makeStore();
    const list = store.dispatch(addressesApi.endpoints.getAddresses.initiate());
    expect((await list).data).toEqual([home]);

    expect((await store.dispatch(addressesApi.endpoints.createAddress.initiate(payload))).data).toEqual(home);
    await store.dispatch(addressesApi.endpoints.updateAddress.initiate({ id: 5, address: payload }));
    await store.dispatch(addressesApi.endpoints.deleteAddress.initiate(5));
    await vi.waitFor(() => expect(calls.filter((c) => c === 'GET /api/addresses')).toHaveLength(4));
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([
      'POST /api/addresses',
      'PUT /api/addresses/5',
      'DELETE /api/addresses/5',
    ]);
    list.unsubscribe();
  });
});
