import type { Database } from '../db/client.js';
import { createOutboxRepository } from './repository.js';

/** The newest e-mails as text for a terminal, oldest of them first so the newest ends up last. */
export async function printOutbox(db: Database, options: { email?: string; limit: number }): Promise<string> {
  const rows = await createOutboxRepository(db).newest(options.limit, options.email);
  if (rows.length === 0) return options.email ? `No e-mails to ${options.email}.` : 'The outbox is empty.';
  return rows
    .reverse()
    .map((row) =>
      [
        `#${row.id}  ${row.createdAt.toISOString()}  ${row.sentAt ? `sent ${row.sentAt.toISOString()}` : 'not sent'}`,
        `To: ${row.recipient}`,
        `Subject: ${row.subject}`,
        ...(row.attachments.length > 0
          ? [`Attached: ${row.attachments.map((a) => a.filename).join(', ')}`]
          : []),
        '',
        row.body,
      ].join('\n'),
    )
    .join(`\n${'-'.repeat(72)}\n`);
}
