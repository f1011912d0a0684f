import { ORDER_STATUSES, type OrderStatus } from '@bookshop/domain';
import type { CommandResult } from '../bins/bin-rules-command.js';
import type { Database } from '../db/client.js';
import type { PaymentProvider } from '../payments/provider.js';
import { createSandboxProvider } from '../payments/sandbox/sandbox-provider.js';
import { changeOrderStatus } from './service.js';

/**
 * `cli order-status <id> <status> [reason]`: moves an order on, or cancels it with a reason,
 * through the order lifecycle (a cancel refunds or voids its payment with the provider), and
 * e-mails the customer (through the outbox). Recorded on the order's timeline as `staff:cli`.
 */
export async function runOrderStatusCommand(
  db: Database,
  args: readonly string[],
  publicUrl: string,
  provider: PaymentProvider = createSandboxProvider(db),
): Promise<CommandResult> {
  const [idText, status, ...reason] = args;
  const id = Number(idText);
  if (!idText || !/^\d+$/.test(idText) || id < 1)
    return { code: 2, output: `"${idText ?? ''}" is not an order id` };
  if (!status || !(ORDER_STATUSES as readonly string[]).includes(status)) {
    return { code: 2, output: `"${status ?? ''}" is not an order status (${ORDER_STATUSES.join(', ')})` };
  }
  const note = reason.join(' ').trim();
  if (status === 'cancelled' && !note)
    return { code: 2, output: 'Give the reason to cancel: order-status <id> cancelled <reason>' };
  const result = await changeOrderStatus({ db, provider, publicUrl }, id, status as OrderStatus, {
    actor: 'staff:cli',
    note: note || null,
  });
  if (!result.ok) return { code: 1, output: result.reason };
  return {
    code: 0,
    output: `Order ${id} is now ${result.order.status}${result.order.email ? `; ${result.order.email} was e-mailed` : ''}.`,
  };
}
