import { STAFF_ROLES } from '@bookshop/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffAccounts } from '../src/db/schema/index.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database.dispose();
});

async function fails(work: () => Promise<unknown>): Promise<string | null> {
  try {
    await work();
    return null;
  } catch (err) {
    const cause = (err as { cause?: { message?: string } }).cause;
    return cause?.message ?? (err as Error).message;
  }
}

describe('staff accounts (migration 0017)', () => {
  it('take exactly the domain roles', async () => {
    const taken: string[] = [];
    for (const role of [...STAFF_ROLES, 'admin', 'Owner', '']) {
      const error = await fails(() =>
        database.db
          .insert(staffAccounts)
          .values({ email: `r-${role || 'none'}@shop.pk`, role: role as never }),
      );
      if (error === null) taken.push(role);
    }
    expect(taken).toEqual([...STAFF_ROLES]);
  });

  it('keep one live account per e-mail, and free the e-mail once the account is removed', async () => {
    await database.db.insert(staffAccounts).values({ email: 'twice@shop.pk', role: 'orders' });
    expect(
      await fails(() => database.db.insert(staffAccounts).values({ email: 'twice@shop.pk', role: 'owner' })),
    ).not.toBeNull();
    await database.db
      .update(staffAccounts)
      .set({ removedAt: sql`now()` })
      .where(eq(staffAccounts.email, 'twice@shop.pk'));
    expect(
      await fails(() => database.db.insert(staffAccounts).values({ email: 'twice@shop.pk', role: 'owner' })),
    ).toBeNull();
  });
});

describe('audit_log (migration 0017)', () => {
  it('is append-only: a written entry can be neither changed nor deleted', async () => {
    const [entry] = await database.db
      .insert(auditLog)
      .values({
        actor: 'cli',
        action: 'staff.invited',
        targetType: 'staff',
        targetId: '1',
        after: { role: 'owner' },
      })
      .returning();
    if (!entry) throw new Error('no entry');
    expect(
      await fails(() =>
        database.db.update(auditLog).set({ action: 'staff.removed' }).where(eq(auditLog.id, entry.id)),
      ),
    ).toMatch(/append-only/);
    expect(await fails(() => database.db.delete(auditLog).where(eq(auditLog.id, entry.id)))).toMatch(
      /append-only/,
    );
    const [still] = await database.db.select().from(auditLog).where(eq(auditLog.id, entry.id));
    expect(still?.action).toBe('staff.invited');
  });

  it('refuses an actor that is neither the command line nor a staff id', async () => {
    expect(
      await fails(() =>
        database.db
          .insert(auditLog)
          .values({ actor: 'shopper', action: 'order.shipped', targetType: 'order', targetId: '1' }),
      ),
    ).not.toBeNull();
  });
});
