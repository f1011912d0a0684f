import { formatMessage } from '@bookshop/i18n';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { outbox } from '../src/db/schema/index.js';
import { register, useAccountsTestApp } from './support/accounts.js';

const t = useAccountsTestApp();

/** The reset mails written for an address (read through `db`: the app's pool or a transaction). */
function resetMailsTo(db: Pick<Database, 'select'>, email: string) {
  return db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.recipient, email.toLowerCase()),
        eq(outbox.subject, formatMessage('en', 'mail.passwordReset.subject')),
      ),
    );
}

/**
 * Whether an address has an account must not show in how long the answer takes. Rather than
 * timing answers (a busy machine's noise is larger than any difference), the test takes the
 * accounts away while it asks: the users table is locked, so any lookup before the answer would
 * hang. Both answers still arrive, the same, and the known account's mail follows once the lock
 * is released. An answer that waited on the account would fail this on any machine, quiet or not.
 */
describe('forgot-password answers the same whether or not the e-mail has an account', () => {
  it('answers a known and an unknown e-mail alike while the users table is locked, mailing the known one only after', async () => {
    const known = await register(t.app);
    // An address with no account, of the same shape and length as the known one.
    const nobody = known.email.replace(/^shopper/, 'nobodyy');

    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let lockTaken!: () => void;
    const locked = new Promise<void>((resolve) => {
      lockTaken = resolve;
    });
    let mailsWhileLocked = -1;
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      lockTaken();
      await released;
      // Read inside the lock holder: on PGlite every other connection waits for this transaction.
      mailsWhileLocked = (await resetMailsTo(tx, known.email)).length;
    });
    await locked;

    const answers: { status: number; body: unknown }[] = [];
    try {
      for (const email of [known.email, nobody]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/forget-password',
          payload: { email },
        });
        answers.push({ status: res.statusCode, body: res.json() });
      }
    } finally {
      release();
      await holder;
    }

    expect(answers[0]?.status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    // Nothing was mailed while the account could not be read: the lookup came after the answers.
    expect(mailsWhileLocked).toBe(0);
    await t.app.backgroundWorkSettled();
    expect((await resetMailsTo(t.database.db, known.email)).length).toBe(1);
    const toNobody = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, nobody.toLowerCase()));
    expect(toNobody).toEqual([]);
  });
});
