// The uses each package's README shows, run against the installed tarballs. Plain CommonJS so the
// ESM consumer (import) and the CommonJS consumer (require) hand it the modules they loaded and
// run the same checks.
const assert = require('node:assert/strict');
const http = require('node:http');

/** A cart of two books at 10 % off and one stationery item, as the README prices it. */
const lines = [
  { PAK_PRICE: 1000, Discount: 10, cart_qty: 2, availabilityStatus: 'available', kind: 'book' },
  { PAK_PRICE: 500, Discount: 0, cart_qty: 1, availabilityStatus: 'available', kind: 'stationery' },
];
const cardRule = {
  rule_enabled: true,
  discount_type: 'percentage',
  discount_value: 20,
  discount_limit: 300,
  bank_name: 'Smoke Bank',
  bank_logo: '',
  bin: '424242',
};

function checkDomain(domain) {
  const { lines: priced, ...totals } = domain.priceOrder({ lines, giftWrap: true, cardRule });
  // Books 2 x (1000 - 10 %) = 1800, stationery 500. The card's 20 % (200 a book) beats the own
  // 100, capped at 300 for the order: the books pay 2000 - 300 = 1700, so the card saves 100 more.
  assert.deepEqual(totals, {
    subtotal: 2300,
    shipping: 150,
    giftWrap: 100,
    cardDiscount: 100,
    giftCard: 0,
    giftCardLapsed: 0,
    total: 2450,
  });
  assert.equal(priced.length, 2);
  assert.equal(domain.formatRupees(totals.total), 'Rs. 2,450');
}

function checkValidation(validation) {
  const good = validation.validateForm(validation.addressSchema, {
    phone: '0300 1234567',
    address: '12 Mall Road',
    city: 'Lahore',
    province: 'Punjab',
    country: 'Pakistan',
    zipCode: '54000',
  });
  assert.equal(good.ok, true);
  assert.equal(good.value.phone, '+923001234567');
  const bad = validation.validateForm(validation.addressSchema, { phone: '123', address: 'x' });
  assert.equal(bad.ok, false);
  assert.deepEqual(bad.errors.address, ['The address should have a minimum length of 3']);
  assert.deepEqual(bad.errors.city, ['City field is required.']);
  assert.deepEqual(bad.errors.phone, ['Invalid phone number']);
}

/** A stand-in for the shop's API: one book, and a note of the Authorization header it was sent. */
function startShop() {
  const seen = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url, authorization: req.headers.authorization });
    if (req.url === '/api/books/7') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { book: { Book_Id: 7, BOOK_TITLE: 'Smoke Signals' } } }));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'Not found' }));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, seen, port: server.address().port }));
  });
}

async function checkApiClient(apiClient, toolkit) {
  const { baseApi, booksApi } = apiClient;
  const store = toolkit.configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { getAuthToken: () => 'smoke-token' } } }).concat(
        baseApi.middleware,
      ),
  });
  const request = store.dispatch(booksApi.endpoints.getBook.initiate(7));
  const result = await request;
  request.unsubscribe();
  // Clears the cache and its 60-second removal timer, which would otherwise keep Node running.
  store.dispatch(baseApi.util.resetApiState());
  assert.equal(result.error, undefined, JSON.stringify(result.error));
  assert.equal(result.data.BOOK_TITLE, 'Smoke Signals');
}

/**
 * Runs every check. The api-client calls the page's own origin, so a Node consumer (no page)
 * says where the shop is through `location` before it loads the package: `load` does the loading.
 */
module.exports = async function runChecks(label, load) {
  const shop = await startShop();
  globalThis.location = new URL(`http://127.0.0.1:${shop.port}/`);
  try {
    const { domain, validation, apiClient, toolkit } = await load();
    checkDomain(domain);
    checkValidation(validation);
    await checkApiClient(apiClient, toolkit);
    assert.deepEqual(shop.seen, [{ url: '/api/books/7', authorization: 'Bearer smoke-token' }]);
    console.log(`${label}: domain, validation and api-client work`);
  } finally {
    shop.server.close();
  }
};
