// Another React app using the three packages, built by Vite for the browser and opened in
// Chromium by run.mjs. Plain createElement calls keep the build free of any JSX setup.
import { baseApi, useGetBookQuery } from '@bookshop/api-client';
import { formatRupees, priceOrder } from '@bookshop/domain';
// English only, the way a page registers the one language it shows.
import { en } from '@bookshop/i18n/catalogue/en';
import { registerCatalogue } from '@bookshop/i18n/core';
import { addressSchema, validateForm } from '@bookshop/validation';
import { configureStore } from '@reduxjs/toolkit';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';

registerCatalogue('en', en);

const store = configureStore({
  reducer: { [baseApi.reducerPath]: baseApi.reducer },
  middleware: (getDefault) =>
    getDefault({ thunk: { extraArgument: { getAuthToken: () => 'browser-token' } } }).concat(
      baseApi.middleware,
    ),
});

const totals = priceOrder({
  lines: [
    { PAK_PRICE: 1000, Discount: 10, cart_qty: 2, availabilityStatus: 'available', kind: 'book' },
    { PAK_PRICE: 500, Discount: 0, cart_qty: 1, availabilityStatus: 'available', kind: 'stationery' },
  ],
  giftWrap: true,
  cardRule: {
    rule_enabled: true,
    discount_type: 'percentage',
    discount_value: 20,
    discount_limit: 300,
    bank_name: 'Smoke Bank',
    bank_logo: '',
    bin: '424242',
  },
});
const address = validateForm(addressSchema, { address: 'x' });

function Book() {
  const { data, error } = useGetBookQuery(7);
  if (error) return h('p', { id: 'book' }, `failed: ${JSON.stringify(error)}`);
  return h('p', { id: 'book' }, data ? data.BOOK_TITLE : 'Loading');
}

function App() {
  return h(
    'main',
    null,
    h('p', { id: 'total' }, formatRupees(totals.total)),
    h('p', { id: 'address-error' }, address.ok ? 'valid' : address.errors.address[0]),
    h(Book),
  );
}

createRoot(document.getElementById('root')).render(h(Provider, { store }, h(App)));
