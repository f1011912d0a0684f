import { SITE_PATHS } from '@bookshop/domain';
import { type Language, pathInLanguage } from '@bookshop/i18n';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { type OutboxAttachment, outbox } from '../db/schema/index.js';
import { orderAccessFor } from '../orders/order-links.js';
import { HTML_SECRET_LINK_PATTERN, SECRET_LINK_PATTERN, SECRET_LINK_REPLACEMENT } from '../sweep/sweep.js';

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Written in an e-mail's text or HTML where the signed link to its order goes; the outbox puts
 * the link there when it writes the e-mail ({@link Mail.orderLink}).
 */
export const ORDER_LINK_PLACEHOLDER = '{{order-link}}';

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text part; every e-mail has one. */
  body: string;
  /** The HTML part, when the e-mail has one. */
  html?: string;
  attachments?: readonly OutboxAttachment[];
  /**
   * The order whose signed link replaces {@link ORDER_LINK_PLACEHOLDER}. Signed when the e-mail
   * is written, in the writer's transaction, with the order's link version of that moment.
   */
  orderLink?: {
    orderId: number;
    publicUrl: string;
    /** The order's link version, when the writer just wrote the order (no need to read it). */
    linkVersion?: number;
    /** The database's link signing key, when the writer read it in its transaction. */
    linkKey?: string;
    /** The language of the e-mail: the link opens the order's page in it (English when left out). */
    language?: Language;
  };
}

/** The mail with its order link signed in, or the order lookup page for an order that is gone. */
async function withOrderLink(db: Executor, mail: Mail): Promise<Mail> {
  if (!mail.orderLink) return mail;
  const { orderId, publicUrl, linkVersion, linkKey, language = 'en' } = mail.orderLink;
  const access = await orderAccessFor(db, orderId, publicUrl, {
    ...(linkVersion === undefined ? {} : { version: linkVersion }),
    ...(linkKey === undefined ? {} : { key: linkKey }),
  });
  const path = access ? SITE_PATHS.orderView.href(access.token) : '/tracking-order';
  const url = `${publicUrl}${pathInLanguage(language, path)}`;
  return {
    ...mail,
    body: mail.body.replaceAll(ORDER_LINK_PLACEHOLDER, url),
    // The token is base64url with dots: nothing in it needs escaping, but & in a query would.
    ...(mail.html
      ? { html: mail.html.replaceAll(ORDER_LINK_PLACEHOLDER, url.replaceAll('&', '&amp;')) }
      : {}),
  };
}

function outboxValues(mail: Mail) {
  return {
    recipient: mail.to.trim().toLowerCase(),
    subject: mail.subject,
    body: mail.body,
    html: mail.html ?? null,
    attachments: [...(mail.attachments ?? [])],
  };
}

export function createOutboxRepository(db: Executor) {
  return {
    async insert(written: Mail): Promise<OutboxRow> {
      const [row] = await db
        .insert(outbox)
        .values(outboxValues(await withOrderLink(db, written)))
        .returning();
      if (!row) throw new Error('inserting an e-mail returned no row');
      return row;
    },

    /**
     * The INSERT of an e-mail, unsent, for a statement that writes it beside other rows (placing
     * writes the confirmation with the order's lines, one round trip for both). Wrapped: a query
     * is a promise of its rows, so an async function returning it bare would run it.
     */
    async insertQuery(written: Mail) {
      const mail = await withOrderLink(db, written);
      return { query: db.insert(outbox).values(outboxValues(mail)).returning({ id: outbox.id }) };
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
          html: sql`regexp_replace(${outbox.html}, ${HTML_SECRET_LINK_PATTERN}, ${SECRET_LINK_REPLACEMENT}, 'g')`,
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
