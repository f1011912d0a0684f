import { ORDER_STATUSES, type OrderStatus } from '@bookshop/domain';
import type { CommandResult } from '../bins/bin-rules-command.js';
import type { Database } from '../db/client.js';
import { changeOrderStatus } from './service.js';

/** `cli order-status <id> <status>`: moves an order on and e-mails the customer (through the outbox). */
export async function runOrderStatusCommand(
  db: Database,
  args: readonly string[],
  publicUrl: string,
): Promise<CommandResult> {
  const [idText, status] = args;
  const id = Number(idText);
  if (!idText || !/^\d+$/.test(idText) || id < 1)
    return { code: 2, output: `"${idText ?? ''}" is not an order id` };
  if (!status || !(ORDER_STATUSES as readonly string[]).includes(status)) {
    return { code: 2, output: `"${status ?? ''}" is not an order status (${ORDER_STATUSES.join(', ')})` };
  }
  const result = await changeOrderStatus(db, id, status as OrderStatus, publicUrl);
  if (!result.ok) return { code: 1, output: result.reason };
  return {
    code: 0,
    output: `Order ${id} is now ${result.order.status}${result.order.email ? `; ${result.order.email} was e-mailed` : ''}.`,
  };
}
