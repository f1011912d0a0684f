import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatMessage } from '@bookshop/i18n';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { outbox } from '../src/db/schema/index.js';
import { startShop } from '../src/start.js';
import { register } from './support/accounts.js';
import { testDatabaseKind } from './support/test-database.js';

// A shop on disk started as the server starts it, closed, and its data read again: twice a cold
// start of an on-disk cluster with every migration (see persistence.test.ts).
const TWO_COLD_STARTS_MS = 180_000;

/**
 * A graceful stop lets the work a request left running in the background finish before the
 * database closes. Fastify runs the root's close hooks in reverse order of registration, and
 * start.ts registered the database's close last, so it ran first: a reset mail asked for just
 * before the stop was lost (and the search index snapshot being saved, and the search text
 * refresh, failed against a closed pool).
 */
describe.runIf(testDatabaseKind === 'pglite')('a graceful stop', () => {
  it('writes the reset mail asked for just before it, then closes the database', {
    timeout: TWO_COLD_STARTS_MS,
  }, async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'bookshop-stop-')), 'db');
    const app = await startShop(
      loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', WEB_DIST_DIR: '' }),
    );
    const shopper = await register(app);
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/forget-password',
      payload: { email: shopper.email },
    });
    expect(asked.statusCode).toBe(200);
    // The answer does not wait for the mail (whether an account exists must not show in its
    // timing): the stop begins while the mail is still being written.
    await app.close();

    const reopened = await openDatabase({ url: null, dataDir });
    try {
      const mails = await reopened.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.recipient, shopper.email.toLowerCase()),
            eq(outbox.subject, formatMessage('en', 'mail.passwordReset.subject')),
          ),
        );
      expect(mails).toHaveLength(1);
    } finally {
      await reopened.close();
    }
  });
});
