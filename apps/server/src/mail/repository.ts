import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { outbox } from '../db/schema/index.js';
import { SECRET_LINK_PATTERN, SECRET_LINK_REPLACEMENT } from '../sweep/sweep.js';

export type OutboxRow = typeof outbox.$inferSelect;

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export function createOutboxRepository(db: Executor) {
  return {
    async insert(mail: Mail): Promise<OutboxRow> {
      const [row] = await db
        .insert(outbox)
        .values({ recipient: mail.to.trim().toLowerCase(), subject: mail.subject, body: mail.body })
        .returning();
      if (!row) throw new Error('inserting an e-mail returned no row');
      return row;
    },

    /** Newest first; all recipients when none is given. */
    async newest(limit: number, recipient?: string): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(recipient ? eq(outbox.recipient, recipient.trim().toLowerCase()) : undefined)
        .orderBy(desc(outbox.id))
        .limit(limit);
    },

    /**
     * Claims unsent e-mails by stamping sent_at before they go out, in one statement, so two
     * replicas never send the same one. A failed delivery is handed back with {@link release}.
     */
    async claimUnsent(limit: number): Promise<OutboxRow[]> {
      return db
        .update(outbox)
        .set({ sentAt: sql`now()` })
        .where(
          inArray(
            outbox.id,
            sql`(select ${outbox.id} from ${outbox} where ${outbox.sentAt} is null order by ${outbox.id} limit ${limit} for update skip locked)`,
          ),
        )
        .returning();
    },

    /** A delivered message's reset links (and other secret link parameters) replaced by a note. */
    async removeSecretLinks(id: number): Promise<void> {
      await db
        .update(outbox)
        .set({
          body: sql`regexp_replace(${outbox.body}, ${SECRET_LINK_PATTERN}, ${SECRET_LINK_REPLACEMENT}, 'g')`,
        })
        .where(eq(outbox.id, id));
    },

    async release(id: number): Promise<void> {
      await db.update(outbox).set({ sentAt: null }).where(eq(outbox.id, id));
    },

    /** E-mails to an address are personal data: they go when the account does. */
    async deleteForRecipient(recipient: string): Promise<void> {
      await db.delete(outbox).where(eq(outbox.recipient, recipient.trim().toLowerCase()));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
