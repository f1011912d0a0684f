import { once } from 'node:events';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/index.js';
import { createMailer } from '../src/mail/mailer.js';
import { printOutbox } from '../src/mail/print-outbox.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** Just enough of an SMTP server to accept messages and remember what it was sent. */
async function fakeSmtp(options: { refuse?: boolean } = {}) {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else {
            data += `${line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'MAIL') socket.write(options.refuse ? '451 try later\r\n' : '250 ok\r\n');
        else if (verb === 'RCPT') socket.write('250 ok\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

describe('the mailer', () => {
  it('keeps e-mails in the outbox, unsent, without SMTP', async () => {
    const mailer = createMailer(database.db, { smtpUrl: null, from: 'Shop <shop@example.pk>' });
    await mailer.sendMail({ to: 'Reader@Example.pk', subject: 'Hello', body: 'Body text' });
    await mailer.deliverPending();
    const rows = await database.db.select().from(outbox).where(eq(outbox.recipient, 'reader@example.pk'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'Hello', body: 'Body text', sentAt: null });
    await mailer.stop();
  });

  it('delivers through SMTP and stamps sent_at', async () => {
    const smtp = await fakeSmtp();
    const mailer = createMailer(database.db, { smtpUrl: smtp.url, from: 'Shop <shop@example.pk>' });
    try {
      await mailer.sendMail({
        to: 'smtp-reader@example.pk',
        subject: 'Your link',
        body: 'Open https://x.example/y',
      });
      await mailer.deliverPending();
      // Whatever else was waiting in the outbox goes out in the same run.
      const message = smtp.messages.find((m) => m.includes('Subject: Your link'));
      expect(message).toContain('To: smtp-reader@example.pk');
      expect(message).toContain('From: Shop <shop@example.pk>');
      const [row] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, 'smtp-reader@example.pk'));
      expect(row!.sentAt).toBeInstanceOf(Date);
    } finally {
      await mailer.stop();
      await smtp.close();
    }
  });

  it('hands an e-mail back to the outbox when the server refuses it, to be retried', async () => {
    const smtp = await fakeSmtp({ refuse: true });
    const errors: unknown[] = [];
    const mailer = createMailer(database.db, {
      smtpUrl: smtp.url,
      from: 'Shop <shop@example.pk>',
      onError: (err) => errors.push(err),
    });
    try {
      await mailer.sendMail({ to: 'retry-reader@example.pk', subject: 'Later', body: 'Body' });
      await mailer.deliverPending();
      expect(errors.length).toBeGreaterThan(0);
      const [row] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, 'retry-reader@example.pk'));
      expect(row!.sentAt).toBeNull();
    } finally {
      await mailer.stop();
      await smtp.close();
    }
  });

  it('prints the newest e-mails for the CLI', async () => {
    const mailer = createMailer(database.db, { smtpUrl: null, from: 'Shop <shop@example.pk>' });
    await mailer.sendMail({ to: 'cli@example.pk', subject: 'First', body: 'one' });
    await mailer.sendMail({ to: 'cli@example.pk', subject: 'Second', body: 'two' });
    const text = await printOutbox(database.db, { email: 'cli@example.pk', limit: 5 });
    expect(text.indexOf('Subject: First')).toBeLessThan(text.indexOf('Subject: Second'));
    expect(text).toContain('To: cli@example.pk');
    expect(await printOutbox(database.db, { email: 'none@example.pk', limit: 5 })).toBe(
      'No e-mails to none@example.pk.',
    );
  });
});
