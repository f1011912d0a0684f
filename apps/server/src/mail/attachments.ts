import type { Executor } from '../accounts/repository.js';
import type { OutboxAttachment } from '../db/schema/index.js';
import { renderInvoicePdf } from '../invoices/invoice-pdf.js';
import { createOrdersRepository } from '../orders/repository.js';

/** An attachment ready for nodemailer. */
export interface RenderedAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * The files of an outbox e-mail, drawn now: an invoice from its order as stored. An attachment
 * whose order is gone (the account was deleted meanwhile) is left out rather than holding back
 * the e-mail.
 */
export async function renderAttachments(
  db: Executor,
  attachments: readonly OutboxAttachment[],
  publicUrl: string,
): Promise<RenderedAttachment[]> {
  const rendered: RenderedAttachment[] = [];
  for (const attachment of attachments) {
    if (attachment.kind === 'invoice') {
      const orders = createOrdersRepository(db);
      const row = await orders.find(attachment.orderId);
      if (!row) continue;
      const content = await renderInvoicePdf(await orders.read(row), { publicUrl });
      rendered.push({ filename: attachment.filename, content, contentType: 'application/pdf' });
    }
  }
  return rendered;
}
