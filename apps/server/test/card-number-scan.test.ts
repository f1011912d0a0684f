import { randomUUID } from 'node:crypto';
import { SANDBOX_PROVIDER_PATHS } from '@bookshop/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { luhnValidNumbersIn } from './support/card-number-scan.js';
import {
  auth,
  bookWithStock,
  orderBody,
  placeOrder,
  readyGuest,
  useCheckoutTestApp,
} from './support/checkout.js';
import { confirmedIntent, GIFT_FORM, postGiftCardForm } from './support/gift-cards.js';
import { saveCard, sealCard, TEST_EXPIRY } from './support/sandbox-card.js';

/**
 * Tables that hold the catalogue: ISBN-13s are 13-digit numbers and a tenth of them pass Luhn.
 * Nothing a shopper types at checkout is written there.
 */
const CATALOGUE_TABLES = new Set(['books', 'book_categories', 'categories', 'search_words']);

const logs: string[] = [];
const t = useCheckoutTestApp({
  logger: { level: 'trace', stream: { write: (line: string) => void logs.push(line) } },
});

describe('card numbers', () => {
  it('are found by the scan when present, so a clean result means something', () => {
    expect(luhnValidNumbersIn('paid with 4242424242424242 today')).toEqual(['4242424242424242']);
    expect(luhnValidNumbersIn('card 5555 5555 5555 4444.')).toEqual(['5555 5555 5555 4444']);
    expect(luhnValidNumbersIn('order 4242424242424241 and isbn 97804')).toEqual([]);
    // A secret's SHA-256 that happens to hold a Luhn-valid run (CI hit this on card_intents) is a
    // digest, not a card number; a card number beside a digest is still found.
    const digest = `ab${'1651496331652'}${'c'.repeat(49)}`;
    expect(luhnValidNumbersIn(`(7,${digest},saved_card)`)).toEqual([]);
    expect(luhnValidNumbersIn(`${digest} 4242424242424242`)).toEqual(['4242424242424242']);
    // A request id whose dashed groups line up into a Luhn-valid run (CI hit this one) is a UUID.
    const requestId = '5e593b39-03dd-4766-9995-42287f2562c1';
    expect(luhnValidNumbersIn(`{"requestId":"${requestId}"}`)).toEqual([]);
    expect(luhnValidNumbersIn(`${requestId} 5555-5555-5555-4444`)).toEqual(['5555-5555-5555-4444']);
    // A measured duration's fraction is not a card number; a card number beside one still is.
    expect(luhnValidNumbersIn('{"ms":0.4242424242424242}')).toEqual([]);
    expect(luhnValidNumbersIn('took 1.5 ms for 4242424242424242')).toEqual(['4242424242424242']);
  });

  it('never reach the shop’s database or logs through saving cards, paying, declines and refusals', async () => {
    const book = await bookWithStock(t.database.db, 50, 'available', 17);
    const g = await readyGuest(t.app, [{ id: book.id }]);
    const cards = ['4242424242424242', '5555555555554444', '378282246310005', '4000000000000002'];
    const tokens = [];
    for (const number of cards) tokens.push(await saveCard(t.app, g.token, number));
    // Refused at the provider: a Visa that is not a sandbox card, a bad Luhn, an expired card.
    for (const [number, expYear] of [
      ['4111111111111111', TEST_EXPIRY.expYear],
      ['4242424242424241', TEST_EXPIRY.expYear],
      ['5105105105105100', 2001],
    ] as const) {
      const intent = (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/intent/add-method',
          headers: auth(g.token),
          payload: { paymentMethod: 'card', customer: { email: 'scan@example.pk', name: 'S' } },
        })
      ).json();
      const refused = await t.app.inject({
        method: 'POST',
        url: SANDBOX_PROVIDER_PATHS.confirmIntent(intent.paymentIntentId),
        payload: {
          clientSecret: intent.clientSecret,
          ...(await sealCard(intent.encryptionKey, { number, cvc: '123', expMonth: 1, expYear })),
        },
      });
      expect(refused.statusCode).toBe(402);
    }
    // A shopper who pastes a card number where it does not belong is refused, not recorded.
    const misplaced = await placeOrder(t.app, g.token, {
      ...orderBody({ addressId: g.addressId, lines: g.lines, paymentOption: 1 }),
      card_token: '4242 4242 4242 4242',
    });
    expect(misplaced.statusCode).toBe(422);
    for (const token of tokens) {
      await placeOrder(
        t.app,
        g.token,
        orderBody({ addressId: g.addressId, lines: g.lines, paymentOption: 1, cardToken: token }),
        randomUUID(),
      );
    }
    // E-gift cards (issue 12): bought with 4242…, declined with 4000…0002, and a form post with
    // card numbers typed into its fields is refused without a trace of them.
    for (const number of ['4242424242424242', '4000000000000002']) {
      const payment = await confirmedIntent(t.app, g.token, number);
      const bought = await postGiftCardForm(t.app, { ...GIFT_FORM, ...payment });
      expect(bought.statusCode).toBe(303);
    }
    await postGiftCardForm(t.app, {
      ...GIFT_FORM,
      amount: '4242424242424242',
      card_number: '4242 4242 4242 4242',
      payment_intent_id: '4242424242424242',
    });

    const tables = (await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    const scanned: string[] = [];
    const hits: string[] = [];
    for (const { table_name } of tables.rows) {
      if (CATALOGUE_TABLES.has(table_name)) continue;
      const rows = (await t.database.db.execute(
        sql.raw(`select t::text as row from "${table_name}" t`),
      )) as unknown as {
        rows: { row: string }[];
      };
      scanned.push(table_name);
      for (const { row } of rows.rows)
        hits.push(...luhnValidNumbersIn(row).map((n) => `${table_name}: ${n}`));
    }
    expect(scanned).toEqual(
      expect.arrayContaining([
        'orders',
        'payment_methods',
        'sandbox_provider_cards',
        'idempotency_keys',
        'outbox',
        'gift_cards',
      ]),
    );
    expect(hits).toEqual([]);
    expect(logs.length).toBeGreaterThan(20);
    // The logger's own clock readings (epoch milliseconds, fractional response times) are
    // long digit runs by nature; everything else in each line is scanned.
    const logHits = logs
      .map((line) => {
        const {
          time: _time,
          responseTime: _responseTime,
          ...rest
        } = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(rest);
      })
      .filter((line) => luhnValidNumbersIn(line).length > 0);
    expect(logHits).toEqual([]);
  });
});
