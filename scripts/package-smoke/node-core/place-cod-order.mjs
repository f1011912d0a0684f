// Places a cash-on-delivery order on a running shop from Node with only the published api-client
// core and the domain's payload builder: no React, no browser. Usage:
//   node place-cod-order.mjs http://127.0.0.1:3000/
// The same steps as the README's "Place an order from Node".
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createBookshopApi, createBookshopStore } from '@bookshop/api-client/core';
import { buildPlaceOrderPayload, initialCheckoutState, PAYMENT_METHOD } from '@bookshop/domain';

const baseUrl = process.argv[2];
assert.ok(baseUrl, 'give the shop address, e.g. http://127.0.0.1:3000/');

let token = null;
const api = createBookshopApi({ baseUrl, getToken: () => token });
const store = createBookshopStore(api);
const call = (endpoint, arg) => store.dispatch(api.endpoints[endpoint].initiate(arg)).unwrap();

// A guest: no account needed to order.
token = await call('createGuestToken');

// Something that can be bought now (the newest are often stationery), into the cart.
const { books } = await call('listBooks', { limit: 48 });
const book = books.find((b) => b.bookStatus === 'available');
assert.ok(book, 'the shop lists something available');
await call('addCartItem', { bookId: book.Book_Id, qty: 1, cartType: 'cart' });

// Where it goes: a Lahore address (stationery goes only there; books go anywhere).
const address = await call('createAddress', {
  firstName: 'Ayesha',
  lastName: 'Khan',
  phone: '03001234567',
  address: '12 Mall Road, Gulberg',
  city: 'Lahore',
  province: 'Punjab',
  country: 'Pakistan',
  zipCode: '54000',
});

// The body the server expects, from the checkout state; no cart was shown, so no shown_lines:
// the server prices the cart as it stands and says so.
const body = buildPlaceOrderPayload({
  ...initialCheckoutState,
  email: 'ayesha@example.pk',
  selectedShippingAddress: address,
  selectedPaymentMethod: PAYMENT_METHOD.CASH,
  specialInstructions: 'Please call before delivery.',
});
const placed = await call('placeOrder', { body, idempotencyKey: randomUUID() });
assert.equal(placed.success, true);
assert.equal(placed.data.priced_as_is, true);
assert.equal(placed.data.redirectUrl, null);

const { order } = await call('orderConfirmation', placed.data.order.id);
assert.equal(order.status, 'placed');
assert.equal(order.payment_option, PAYMENT_METHOD.CASH);
assert.deepEqual(
  order.items.map((item) => [item.Book_Id, item.qty]),
  [[book.Book_Id, 1]],
);
console.log(
  `placed order ${order.id}: ${order.items[0].BOOK_TITLE}, Rs. ${order.totals.total}, cash on delivery`,
);
