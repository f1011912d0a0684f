import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertBook } from './support/cart.js';
import {
  addAddress,
  addToCart,
  auth,
  newGuest,
  orderBody,
  placeOrder,
  shownLines,
  stockOf,
  useCheckoutTestApp,
} from './support/checkout.js';

const t = useCheckoutTestApp();

async function karachiAddress(token: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: auth(token),
    payload: {
      firstName: 'Bilal',
      lastName: 'Ahmed',
      phone: '0321 7654321',
      address: '4 Clifton Block 5',
      city: 'Karachi',
      province: 'Sindh',
      country: 'Pakistan',
      zipCode: '75600',
    },
  });
  if (res.statusCode !== 201) throw new Error(`address failed: ${res.statusCode} ${res.body}`);
  return res.json().data.address.id;
}

/** A guest whose cart holds these items, with an address in the given city. */
async function shopperFor(itemIds: readonly number[], city: 'Karachi' | 'Lahore') {
  const token = await newGuest(t.app);
  for (const id of itemIds) await addToCart(t.app, token, id);
  const addressId = city === 'Karachi' ? await karachiAddress(token) : await addAddress(t.app, token);
  return { token, addressId, lines: await shownLines(t.app, token) };
}

describe('stationery and art supplies, currently only Lahore', () => {
  it('refuses an order with stationery for Karachi with 422 on address_id naming the item and Lahore, and takes no stock', async () => {
    const title = `Sketchbook A4 ${randomUUID().slice(0, 8)}`;
    const sketchbook = await insertBook(t.database.db, { kind: 'stationery', title, stock: 5 });
    const book = await insertBook(t.database.db, { stock: 5 });
    const s = await shopperFor([book, sketchbook], 'Karachi');
    const res = await placeOrder(t.app, s.token, orderBody({ addressId: s.addressId, lines: s.lines }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: {
        address_id: [
          `"${title}" can be delivered only to Lahore for now. Please choose an address in Lahore, or remove it from your cart.`,
        ],
      },
    });
    expect(await stockOf(t.database.db, sketchbook)).toBe(5);
    expect(await stockOf(t.database.db, book)).toBe(5);
    expect(await shownLines(t.app, s.token)).toHaveLength(2);
    const orders = await t.app.inject({ method: 'GET', url: '/api/orders', headers: auth(s.token) });
    expect(orders.json().data.orders).toEqual([]);
  });

  it('places an order with stationery for Lahore', async () => {
    const sketchbook = await insertBook(t.database.db, { kind: 'stationery', stock: 5 });
    const s = await shopperFor([sketchbook], 'Lahore');
    const res = await placeOrder(t.app, s.token, orderBody({ addressId: s.addressId, lines: s.lines }));
    expect(res.statusCode).toBe(200);
    expect(await stockOf(t.database.db, sketchbook)).toBe(4);
  });

  it('places an order of books for Karachi', async () => {
    const book = await insertBook(t.database.db, { stock: 5 });
    const s = await shopperFor([book], 'Karachi');
    const res = await placeOrder(t.app, s.token, orderBody({ addressId: s.addressId, lines: s.lines }));
    expect(res.statusCode).toBe(200);
    expect(await stockOf(t.database.db, book)).toBe(4);
  });

  it('tells the browser the cities in the site status, so the checkout refuses at the address step', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-status' });
    expect(res.json().data.deliveryAreas).toEqual({ stationery: ['Lahore'] });
  });
});
