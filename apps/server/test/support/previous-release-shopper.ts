import { randomUUID } from 'node:crypto';

/**
 * A shopper of the previous release, over HTTP as its web app calls it. The shapes below are that
 * release's answers as far as the upgrade test reads them (its wire types are not this checkout's,
 * so they are written out here rather than imported).
 */
export interface PreviousBook {
  Book_Id: number;
  BOOK_TITLE: string;
  PAK_PRICE: number;
  Discount: number;
  stock: number;
  bookStatus: string;
}

export interface PreviousOrder {
  id: number;
  status: string;
  payment_option: number;
  items: { Book_Id: number; qty: number; unit_price: number; line_total: number }[];
  totals: { subtotal: number; shipping: number; giftWrap: number; cardDiscount: number; total: number };
}

/** A cart line as the previous release's cart page showed it and sent it back when placing. */
interface ShownLine {
  Book_Id: number;
  PAK_PRICE: number;
  Discount: number;
  availabilityStatus: string;
  cart_qty: number;
}

async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? null : JSON.parse(text) };
}

/** Fails with what the server said when it answers other than expected. */
async function expectStatus(
  expected: number,
  server: ServerUnderTest,
  method: string,
  url: string,
  options?: Parameters<typeof call>[3],
): Promise<unknown> {
  const answer = await call(server.url, method, url, options);
  if (answer.status !== expected) {
    // A 500 says nothing of its cause to a shopper: the server's own log does.
    throw new Error(
      `the previous release answered ${method} ${url} with ${answer.status}, not ${expected}: ${JSON.stringify(answer.body)}\n` +
        `its log ends:\n${server.output().slice(-3000)}`,
    );
  }
  return answer.body;
}

/** The running server a shopper talks to, and its log for a failure's message. */
interface ServerUnderTest {
  url: string;
  output(): string;
}

export function previousReleaseShopper(server: ServerUnderTest) {
  return {
    async book(id: number): Promise<PreviousBook> {
      const body = (await expectStatus(200, server, 'GET', `/api/books/${id}`)) as {
        data: { book: PreviousBook };
      };
      return body.data.book;
    },
    async newGuest(): Promise<string> {
      const body = (await expectStatus(201, server, 'POST', '/api/auth/guest')) as {
        data: { token: string };
      };
      return body.data.token;
    },
    async addToCart(token: string, bookId: number, qty: number): Promise<void> {
      await expectStatus(201, server, 'POST', '/api/cart/add-cart-item', {
        token,
        body: { bookId, qty, cartType: 'cart' },
      });
    },
    async addAddress(token: string): Promise<number> {
      const body = (await expectStatus(201, server, 'POST', '/api/addresses', {
        token,
        body: {
          firstName: 'Bilal',
          lastName: 'Ahmed',
          phone: '0300 7654321',
          address: '4 Canal View',
          city: 'Lahore',
          province: 'Punjab',
          country: 'Pakistan',
          zipCode: '54000',
        },
      })) as { data: { address: { id: number } } };
      return body.data.address.id;
    },
    /** The cart as its cart page showed it: every group's lines, in the fields placing sends back. */
    async shownLines(token: string): Promise<ShownLine[]> {
      // That release answered the cart's groups at the top level (?web=true), not under data.
      const groups = (await expectStatus(200, server, 'GET', '/api/cart/order-cart?web=true', {
        token,
      })) as Record<string, ShownLine[] | undefined>;
      return ['availableBooks', 'outOfStockBooks', 'preOrderBooks', 'onDemandBooks'].flatMap((group) => {
        const lines = groups[group];
        if (!Array.isArray(lines)) throw new Error(`the previous release's cart answer has no ${group}`);
        return lines.map(({ Book_Id, PAK_PRICE, Discount, availabilityStatus, cart_qty }) => ({
          Book_Id,
          PAK_PRICE,
          Discount,
          availabilityStatus,
          cart_qty,
        }));
      });
    },
    /** Cash on delivery (payment option 4), as that release's checkout sent it. */
    async placeCashOnDeliveryOrder(token: string, addressId: number, email: string): Promise<number> {
      const body = (await expectStatus(200, server, 'POST', '/api/cart/place-order', {
        token,
        headers: { 'idempotency-key': randomUUID() },
        body: {
          email,
          subscribeToNewsLetter: false,
          address_id: addressId,
          billing_address_id: addressId,
          payment_option: 4,
          gift_wrap: 0,
          invoice_not_submit: 0,
          special_instruction: '',
          shown_lines: await this.shownLines(token),
        },
      })) as { data: { order: { id: number } } };
      return body.data.order.id;
    },
    async orders(token: string): Promise<PreviousOrder[]> {
      const body = (await expectStatus(200, server, 'GET', '/api/orders', { token })) as {
        data: { orders: PreviousOrder[] };
      };
      return body.data.orders;
    },
  };
}
