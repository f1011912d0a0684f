import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderCancelDemands, orders } from '../src/db/schema/index.js';
import { runOrderStatusCommand } from '../src/orders/order-status-command.js';
import { CONTROL_CHARACTERS } from '../src/security/hostile-input.js';
import {
  auth,
  bookWithStock,
  orderBody,
  placeOrder,
  readyGuest,
  useCheckoutTestApp,
} from './support/checkout.js';

/*
 * Special instructions (a 4-row text area at checkout) and the cancel-demand reason refused a
 * line break or a tab with 422 "characters that are not allowed": a shopper who typed two lines
 * could not order. Text areas keep tab, LF and CR LF as typed; other control characters are
 * still refused there, and everywhere else line breaks are too.
 */

const t = useCheckoutTestApp();

const TWO_LINES = 'Ring the bell twice.\n\tIf nobody answers, leave it with the guard.';
const WINDOWS_LINES = 'Deliver after 5 pm.\r\nCall before coming.';

async function guestReadyToOrder(skip: number) {
  const book = await bookWithStock(t.database.db, 5, 'available', skip);
  return readyGuest(t.app, [{ id: book.id }]);
}

async function orderWith(skip: number, specialInstruction: string) {
  const guest = await guestReadyToOrder(skip);
  const body = {
    ...orderBody({ addressId: guest.addressId, lines: guest.lines }),
    special_instruction: specialInstruction,
  };
  return { guest, res: await placeOrder(t.app, guest.token, body) };
}

function demand(token: string, id: number, reason: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/cancel-demand`,
    headers: auth(token),
    payload: { reason },
  });
}

describe('special instructions', () => {
  it('take line breaks and tabs: the order is placed and stores and shows them as typed', async () => {
    const { guest, res } = await orderWith(40, TWO_LINES);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.order.id as number;
    const [stored] = await t.database.db
      .select({ text: orders.specialInstruction })
      .from(orders)
      .where(eq(orders.id, id));
    expect(stored?.text).toBe(TWO_LINES);
    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: auth(guest.token) });
    const listed = list.json().data.orders.find((o: { id: number }) => o.id === id);
    expect(listed.special_instruction).toBe(TWO_LINES);
  });

  it('take CR LF line ends, as a form post sends them', async () => {
    const { res } = await orderWith(41, WINDOWS_LINES);
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await t.database.db
      .select({ text: orders.specialInstruction })
      .from(orders)
      .where(eq(orders.id, res.json().data.order.id));
    expect(stored?.text).toBe(WINDOWS_LINES);
  });

  it('still refuse other control characters (a bell, NUL, a lone CR) with the field message', async () => {
    const guest = await guestReadyToOrder(42);
    for (const text of ['Ring\u0007twice', 'Ring\u0000twice', 'Ring\rtwice']) {
      const body = {
        ...orderBody({ addressId: guest.addressId, lines: guest.lines }),
        special_instruction: text,
      };
      const res = await placeOrder(t.app, guest.token, body);
      expect(res.statusCode, JSON.stringify(text)).toBe(422);
      expect(res.json()).toEqual({ errors: { special_instruction: [CONTROL_CHARACTERS] } });
    }
  });

  it('do not open other fields to line breaks: an e-mail with a newline is refused', async () => {
    const guest = await guestReadyToOrder(43);
    const body = orderBody({ addressId: guest.addressId, lines: guest.lines, email: 'buyer@exa\nmple.pk' });
    const res = await placeOrder(t.app, guest.token, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { email: [CONTROL_CHARACTERS] } });
  });
});

describe('the cancel-demand reason', () => {
  it('takes line breaks and tabs and is stored as typed', async () => {
    const { guest, res } = await orderWith(44, '');
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.order.id as number;
    for (const status of ['processing', 'shipped']) {
      expect((await runOrderStatusCommand(t.database.db, [String(id), status], '')).code).toBe(0);
    }
    const reason = 'Ordered the wrong edition.\r\n\tPlease cancel; I will order the paperback.';
    const answer = await demand(guest.token, id, reason);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.demand.reason).toBe(reason);
    const [stored] = await t.database.db
      .select({ reason: orderCancelDemands.reason })
      .from(orderCancelDemands)
      .where(eq(orderCancelDemands.orderId, id));
    expect(stored?.reason).toBe(reason);

    const bell = await demand(guest.token, id, 'Wrong\u0007edition');
    expect(bell.statusCode).toBe(422);
    expect(bell.json()).toEqual({ errors: { reason: [CONTROL_CHARACTERS] } });
  });
});
