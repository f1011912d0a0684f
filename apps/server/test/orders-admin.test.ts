import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runBinRulesCommand } from '../src/bins/bin-rules-command.js';
import { orderItems, orders, outbox } from '../src/db/schema/index.js';
import { runOrderStatusCommand } from '../src/orders/order-status-command.js';
import { register } from './support/accounts.js';
import {
  addAddress,
  addToCart,
  auth,
  bookWithStock,
  orderBody,
  placeOrder,
  readyGuest,
  shownLines,
  useCheckoutTestApp,
} from './support/checkout.js';

const t = useCheckoutTestApp();

describe('cli bin-rules', () => {
  it('adds, disables and removes a rule, and the lookup follows', async () => {
    const added = await runBinRulesCommand(t.database.db, [
      'add',
      '51051051',
      'value',
      '150',
      '600',
      'Chenab',
      'Demo',
      'Bank',
    ]);
    expect(added.code).toBe(0);
    expect(added.output).toContain('Chenab Demo Bank');
    const lookup = () => t.app.inject({ method: 'GET', url: '/api/bins?bin=51051051&last4digits=5100' });
    expect((await lookup()).json().data.binDiscountDetail).toEqual({
      rule_enabled: true,
      discount_type: 'value',
      discount_value: 150,
      discount_limit: 600,
      bank_name: 'Chenab Demo Bank',
      bank_logo: '/bank-logos/chenab-demo-bank.svg',
      bin: '51051051',
    });
    const id = Number(added.output.split('\t')[0]?.replace('Saved: ', ''));
    expect((await runBinRulesCommand(t.database.db, ['disable', String(id)])).code).toBe(0);
    expect((await lookup()).json().data.binDiscountDetail).toBeNull();
    const list = await runBinRulesCommand(t.database.db, ['list']);
    expect(list.output).toMatch(/Chenab Demo Bank.*disabled/);
    expect((await runBinRulesCommand(t.database.db, ['remove', String(id)])).code).toBe(0);
    expect((await runBinRulesCommand(t.database.db, ['remove', String(id)])).code).toBe(1);
  });

  it('refuses bad input with a usage answer', async () => {
    expect(await runBinRulesCommand(t.database.db, ['add', '42', 'percentage', '10', '100', 'X'])).toEqual({
      code: 2,
      output: '"42" is not a BIN of 6 to 8 digits',
    });
    expect(
      (await runBinRulesCommand(t.database.db, ['add', '424299', 'percentage', '150', '100', 'X'])).code,
    ).toBe(2);
  });
});

describe('cli order-status', () => {
  it('moves an order one step at a time and e-mails the customer; refuses skips and cancelled orders', async () => {
    const book = await bookWithStock(t.database.db, 5, 'available', 15);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const res = await placeOrder(
      t.app,
      g.token,
      orderBody({ addressId: g.addressId, lines: g.lines, email: 'status@example.pk' }),
    );
    const id = res.json().data.order.id as number;
    expect(
      await runOrderStatusCommand(t.database.db, [String(id), 'shipped'], 'https://shop.example.pk'),
    ).toEqual({
      code: 1,
      output: `Order ${id} is placed; it cannot become shipped.`,
    });
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await runOrderStatusCommand(
        t.database.db,
        [String(id), status],
        'https://shop.example.pk',
      );
      expect(moved.code).toBe(0);
    }
    const subjects = (
      await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'status@example.pk'))
    ).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Your order No: ${id}: Processing`,
        `Your order No: ${id}: Shipped`,
        `Your order No: ${id}: Delivered`,
      ]),
    );
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/cancel-order`,
      headers: auth(g.token),
    });
    expect(cancel.statusCode).toBe(409);
    expect((await runOrderStatusCommand(t.database.db, [String(id), 'paid'], '')).code).toBe(2);
  });
});

describe('orders outlive accounts', () => {
  it('keeps a deleted user’s order and its lines, with name, e-mail, phone and addresses blanked and no user', async () => {
    const book = await bookWithStock(t.database.db, 5, 'available', 16);
    const user = await register(t.app);
    await addToCart(t.app, user.token, book.id);
    const addressId = await addAddress(t.app, user.token);
    const lines = await shownLines(t.app, user.token);
    const res = await placeOrder(
      t.app,
      user.token,
      orderBody({ addressId, lines, email: 'someone.else@example.pk' }),
    );
    const id = res.json().data.order.id as number;
    const [placed] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    // A user's order goes to the account's e-mail, whatever the body says.
    expect(placed?.email).toBe(user.email.toLowerCase());
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: auth(user.token),
    });
    expect(del.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ userId: null, email: '', status: 'placed' });
    expect(JSON.stringify(row?.shippingAddress)).not.toMatch(/Ayesha|Mall Road|\+92/);
    expect(JSON.stringify(row?.billingAddress)).not.toMatch(/Ayesha|Mall Road|\+92/);
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(items.map((i) => [i.bookId, i.qty])).toEqual([[book.id, 1]]);
  });
});
