import type { FastifyInstance } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Database } from '../db/client.js';
import { renderAttachments } from './attachments.js';
import { createOutboxRepository, type Mail } from './repository.js';

export interface MailerOptions {
  /** smtp:// or smtps:// URL; null keeps e-mails in the outbox for developers to read. */
  smtpUrl: string | null;
  from: string;
  /** The shop's PUBLIC_URL, printed on attachments such as the invoice. */
  publicUrl?: string;
  /** Where delivery failures are reported; they never fail the request that wrote the e-mail. */
  onError?: (err: unknown, mailId: number) => void;
}

/** How often unsent e-mails are retried when SMTP is configured. */
const RETRY_INTERVAL_MS = 60_000;
const BATCH = 20;

/**
 * Every e-mail is first written to the outbox table, so none is lost when the mail server is
 * down and developers can read them without one. With SMTP configured they are then delivered
 * in the background: the request that wrote an e-mail never waits for the mail server, so the
 * answer takes the same time whether an e-mail was written or not.
 */
export function createMailer(db: Database, options: MailerOptions) {
  const outbox = createOutboxRepository(db);
  const transport = options.smtpUrl ? createTransport(options.smtpUrl) : null;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function deliverOnce(): Promise<void> {
    if (!transport) return;
    for (;;) {
      const batch = await outbox.claimUnsent(BATCH);
      for (const mail of batch) {
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.recipient,
            subject: mail.subject,
            text: mail.body,
            ...(mail.html ? { html: mail.html } : {}),
            attachments: await renderAttachments(
              db,
              mail.attachments,
              options.publicUrl ?? 'http://localhost:3000',
            ),
          });
        } catch (err) {
          await outbox.release(mail.id);
          options.onError?.(err, mail.id);
          // The server is likely down; the timer tries again later instead of spinning now.
          return;
        }
        // Delivered: the recipient has the link, so the outbox keeps the message without it.
        await outbox.removeSecretLinks(mail.id);
      }
      if (batch.length < BATCH) return;
    }
  }

  /** Starts a delivery run unless one is going; a run picks up whatever is unsent by then. */
  function deliverPending(): Promise<void> {
    running ??= deliverOnce()
      .catch((err: unknown) => options.onError?.(err, 0))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    /** Writes the e-mail to the outbox and, with SMTP configured, starts delivering it. */
    async sendMail(mail: Mail): Promise<void> {
      await outbox.insert(mail);
      if (transport) void deliverPending();
    },

    /** Delivers what is waiting and keeps retrying on a timer; does nothing without SMTP. */
    start(): void {
      if (!transport || timer) return;
      void deliverPending();
      timer = setInterval(() => void deliverPending(), RETRY_INTERVAL_MS);
      timer.unref();
    },

    /** Waits for the delivery under way, for shutdown and tests. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      transport?.close();
    },

    deliverPending,
  };
}

export type Mailer = ReturnType<typeof createMailer>;

/** The app's mailer: delivering while the app runs, finishing the delivery under way on close. */
export function startMailer(
  app: FastifyInstance,
  db: Database,
  config: { smtpUrl?: string | null; mailFrom?: string; publicUrl?: string },
): Mailer {
  const mailer = createMailer(db, {
    smtpUrl: config.smtpUrl ?? null,
    from: config.mailFrom ?? 'Bookshop <no-reply@localhost>',
    publicUrl: config.publicUrl,
    onError: (err, mailId) => app.log.error({ err, mailId }, 'e-mail delivery failed'),
  });
  mailer.start();
  app.addHook('onClose', () => mailer.stop());
  return mailer;
}
