import { spawn } from 'node:child_process';
import path from 'node:path';
import { formatRupees, type Order } from '@bookshop/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query-rows.js';
import { outbox } from '../src/db/schema/index.js';
import { createMailer } from '../src/mail/mailer.js';
import { runOrderStatusCommand } from '../src/orders/order-status-command.js';
import { decideReturnRequest, listReturnRequests } from '../src/orders/return-requests.js';
import { publicUrlFor, rememberPublicUrl } from '../src/settings/public-url.js';
import { register } from './support/accounts.js';
import { builtEntry } from './support/built-entry.js';
import {
  auth,
  bookWithStock,
  orderBody,
  placeOrder,
  readyGuest,
  useCheckoutTestApp,
} from './support/checkout.js';
import { fakeSmtp } from './support/fake-smtp.js';
import { pdfText } from './support/pdf-text.js';
import { testDatabaseKind } from './support/test-database.js';

const t = useCheckoutTestApp();
const PUBLIC_URL = 'https://shop.example.pk';

async function guestOrder(skip: number) {
  const book = await bookWithStock(t.database.db, 5, 'available', skip);
  const g = await readyGuest(t.app, [{ id: book.id }]);
  const res = await placeOrder(
    t.app,
    g.token,
    orderBody({ addressId: g.addressId, lines: g.lines, email: `deliver${skip}@example.pk` }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.order.id as number;
  const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: auth(g.token) });
  const order = (list.json().data.orders as Order[]).find((o) => o.id === id) as Order;
  return { id, token: g.token, book, order };
}

/** A MIME part's content, base64 or quoted-printable as nodemailer wrote it, decoded. */
function partOf(message: string, contentType: string): string {
  const at = message.indexOf(`Content-Type: ${contentType}`);
  if (at < 0) return '';
  const rest = message.slice(at);
  const headerEnd = rest.indexOf('\n\n');
  const headers = rest.slice(0, headerEnd);
  const body = rest.slice(headerEnd + 2, rest.indexOf('\n--', headerEnd));
  if (/Content-Transfer-Encoding: base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('latin1');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

describe('e-mails delivered through SMTP', () => {
  it('carry the plain text, the HTML and the invoice PDF holding the order total', async () => {
    const placed = await guestOrder(70);
    const smtp = await fakeSmtp();
    const mailer = createMailer(t.database.db, {
      smtpUrl: smtp.url,
      from: 'Bookshop <no-reply@shop.example.pk>',
      publicUrl: PUBLIC_URL,
    });
    try {
      await mailer.deliverPending();
      const message = smtp.messages.find((m) => m.includes(`Your order No: ${placed.id} is confirmed`));
      if (!message) throw new Error('the confirmation was not delivered');
      expect(message).toContain('multipart/mixed');
      const text = partOf(message, 'text/plain; charset=utf-8');
      const html = partOf(message, 'text/html; charset=utf-8');
      expect(text).toContain(`Total: ${formatRupees(placed.order.totals.total)}`);
      expect(html).toContain(formatRupees(placed.order.totals.total));
      expect(html).toContain(`${PUBLIC_URL}/orders/view?token=`);
      expect(message).toContain(`Content-Type: application/pdf; name=invoice-${placed.id}.pdf`);
      const pdf = partOf(message, 'application/pdf');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      const { text: pdfWords } = await pdfText(Buffer.from(pdf, 'latin1'));
      expect(pdfWords).toContain(formatRupees(placed.order.totals.total));
      // Delivered: the outbox keeps the e-mail without its working link.
      const [row] = await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.subject, `Your order No: ${placed.id} is confirmed`));
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(row?.body).toContain('?token=[removed after delivery]');
      expect(row?.html).toContain('?token=[removed after delivery]"');
    } finally {
      await mailer.stop();
      await smtp.close();
    }
  });
});

describe('welcome e-mail', () => {
  it('is written when an account is registered, in text and HTML, with links from PUBLIC_URL', async () => {
    const account = await register(t.app, { first_name: 'عائشہ' });
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.recipient, account.email));
    const welcome = rows.find((r) => r.subject === 'Welcome to Bookshop');
    expect(welcome?.body).toContain('Hello عائشہ,');
    expect(welcome?.body).toContain(`${PUBLIC_URL}/orders`);
    expect(welcome?.html).toContain('<span lang="ur" dir="rtl"');
    expect(welcome?.html).toContain(`href="${PUBLIC_URL}/"`);
  });
});

describe('return requests at the order desk', () => {
  it('are listed for staff and decided once, the shopper e-mailed the outcome', async () => {
    const placed = await guestOrder(71);
    for (const status of ['processing', 'shipped', 'delivered']) {
      expect((await runOrderStatusCommand(t.database.db, [String(placed.id), status], PUBLIC_URL)).code).toBe(
        0,
      );
    }
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/return-request`,
      headers: auth(placed.token),
      payload: { reason: 'Wrong edition', lines: [{ Book_Id: placed.book.id, qty: 1 }] },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().data.returnRequest.id as number;

    const waiting = await listReturnRequests(t.database.db, { status: 'requested' });
    expect(waiting.find((r) => r.id === id)).toMatchObject({
      order_id: placed.id,
      email: `deliver71@example.pk`,
      order_total: placed.order.totals.total,
      order_status: 'delivered',
    });

    const deps = { db: t.database.db, publicUrl: PUBLIC_URL };
    expect(await decideReturnRequest(deps, id, { status: 'refused', actor: 'staff:7' })).toMatchObject({
      ok: false,
      status: 422,
    });
    const decided = await decideReturnRequest(deps, id, {
      status: 'approved',
      note: 'Courier comes on Monday.',
      actor: 'staff:7',
    });
    expect(decided).toMatchObject({
      ok: true,
      returnRequest: { status: 'approved', decision_note: 'Courier comes on Monday.' },
    });
    expect(
      await decideReturnRequest(deps, id, { status: 'refused', note: 'No', actor: 'staff:7' }),
    ).toMatchObject({ ok: false, status: 409 });
    expect((await listReturnRequests(t.database.db, { status: 'requested' })).some((r) => r.id === id)).toBe(
      false,
    );

    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your return request for order No: ${placed.id} is approved`));
    expect(mail?.recipient).toBe('deliver71@example.pk');
    expect(mail?.body).toContain('Courier comes on Monday.');
    expect(mail?.body).toContain(`${PUBLIC_URL}/orders/view?token=`);
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.id}`,
      headers: auth(placed.token),
    });
    expect(order.json().data.order.return_request.status).toBe('approved');
  });
});

describe('links in e-mails the CLI writes', () => {
  it('use the PUBLIC_URL the shop started with when the shell has none', async () => {
    const local = { publicUrl: 'http://localhost:3000', publicUrlSet: false };
    await rememberPublicUrl(t.database.db, { publicUrl: PUBLIC_URL, publicUrlSet: true });
    expect(await publicUrlFor(t.database.db, local)).toEqual({ publicUrl: PUBLIC_URL, fallback: false });
    expect(
      await publicUrlFor(t.database.db, { publicUrl: 'https://other.example.pk', publicUrlSet: true }),
    ).toEqual({
      publicUrl: 'https://other.example.pk',
      fallback: false,
    });
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'cli order-status, run without PUBLIC_URL, e-mails a link to the shop, not to localhost',
    async () => {
      const placed = await guestOrder(72);
      const base = process.env.TEST_DATABASE_URL ?? '';
      // The CLI reaches this test's scratch schema through the search path of its URL.
      const [schema] = await queryRows<{ s: string }>(t.database.db, sql`select current_schema() as s`);
      const url = new URL(base);
      url.searchParams.set('options', `-c search_path=${schema?.s},public`);
      await rememberPublicUrl(t.database.db, { publicUrl: PUBLIC_URL, publicUrlSet: true });
      const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' };
      delete env.PUBLIC_URL;
      const serverDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
      const child = spawn(
        process.execPath,
        [builtEntry('cli'), 'order-status', String(placed.id), 'processing'],
        {
          cwd: serverDir,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (c: Buffer) => {
        output += c.toString();
      });
      child.stderr.on('data', (c: Buffer) => {
        output += c.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code, output).toBe(0);
      const [mail] = await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.subject, `Your order No: ${placed.id}: Processing`));
      expect(mail?.body).toContain(`${PUBLIC_URL}/orders/view?token=`);
      expect(mail?.body).not.toContain('localhost');
    },
    180_000,
  );
});
