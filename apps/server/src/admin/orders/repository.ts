import {
  type AdminCodConfirmation,
  type AdminOrderCancelDemand,
  type AdminOrderSummary,
  type AdminTimelineEntry,
  ORDER_STATUSES,
  type OrderEvent,
  type OrderShipment,
  type OrderStatus,
  orderDeskActions,
  orderPaymentState,
  type PaymentMethodCode,
} from '@bookshop/domain';
import { normalizePhone } from '@bookshop/validation';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../accounts/repository.js';
import { queryRows } from '../../db/query-rows.js';
import {
  orderCancelDemandAnswers,
  orderCancelDemands,
  orderCodConfirmations,
  orderShipments,
  outbox,
  staffAccounts,
} from '../../db/schema/index.js';
import { listOrderEvents } from '../../orders/order-events.js';

/** The queue's filters, checked (orderQueueQuerySchema). */
export interface QueueFilter {
  status?: OrderStatus;
  paymentMethod?: number;
  /** Inclusive days, YYYY-MM-DD in Asia/Karachi. */
  from?: string;
  to?: string;
  q?: string;
}

/** A row of the queue query: the order and what the desk needs beside it. */
interface SummaryRow {
  id: number;
  created_at: Date | string;
  status: string;
  payment_option: number;
  payment_outcome: string | null;
  email: string;
  name: string | null;
  phone: string | null;
  city: string | null;
  total: number;
  items: number | string;
  open_demand: boolean;
  cod_confirmed: boolean;
  captured: number | string;
  refunded: number | string;
  refund_due: number | string;
}

const SHOP_ZONE = 'Asia/Karachi';

/** What every summary reads beside the order row, by correlated subqueries on indexed keys. */
const SUMMARY_COLUMNS = sql`
  o.id, o.created_at, o.status, o.payment_option, o.payment_outcome, o.email, o.total,
  o.shipping_address->>'Name' as name, o.shipping_address->>'Phone' as phone, o.shipping_address->>'City' as city,
  (select coalesce(sum(i.qty), 0) from order_items i where i.order_id = o.id) as items,
  exists (select 1 from order_cancel_demands d where d.order_id = o.id
            and not exists (select 1 from order_cancel_demand_answers a where a.demand_id = d.id)) as open_demand,
  exists (select 1 from order_cod_confirmations c where c.order_id = o.id) as cod_confirmed,
  (select coalesce(sum(e.payment_amount), 0) from order_events e where e.order_id = o.id and e.payment_action = 'captured') as captured,
  (select coalesce(sum(e.payment_amount), 0) from order_events e where e.order_id = o.id and e.payment_action = 'refunded') as refunded,
  (select coalesce(sum(e.payment_amount), 0) from order_events e where e.order_id = o.id and e.payment_action = 'refund_due') as refund_due`;

function toSummary(row: SummaryRow): AdminOrderSummary {
  const status = row.status as OrderStatus;
  const captured = Number(row.captured);
  const refunded = Number(row.refunded);
  const refundDue = Math.max(0, Number(row.refund_due) - refunded);
  return {
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    status,
    payment_option: row.payment_option as PaymentMethodCode,
    payment_state: orderPaymentState({
      status,
      paymentOption: row.payment_option,
      paymentOutcome: row.payment_outcome as never,
    }),
    email: row.email,
    name: row.name,
    phone: row.phone,
    city: row.city,
    total: row.total,
    items: Number(row.items),
    open_cancel_demand: row.open_demand,
    actions: orderDeskActions({
      status,
      paymentOption: row.payment_option,
      codConfirmed: row.cod_confirmed,
      captured,
      refunded,
      refundDue,
    }),
  };
}

/**
 * What `q` finds: an order number (`1234`, `#1234`), an e-mail or a name (part of one), or a phone
 * number in any form (its digits, from the first after a leading 0 or +92, inside the order's).
 */
function searchCondition(q: string): SQL | null {
  const text = q.trim();
  if (!text) return null;
  const parts: SQL[] = [];
  const number = /^#?\s*(\d{1,9})$/.exec(text);
  if (number?.[1]) parts.push(sql`o.id = ${Number(number[1])}`);
  if (/[\p{L}@]/u.test(text)) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`o.email ilike ${like}`);
    parts.push(sql`o.shipping_address->>'Name' ilike ${like}`);
  }
  const digits = text.replace(/\D/g, '');
  if (!/[\p{L}@]/u.test(text) && digits.length >= 4) {
    const e164 = normalizePhone(text);
    const core = /^\+92\d{10}$/.test(e164) ? e164.slice(3) : digits.replace(/^(0092|92|0)/, '');
    const like = `%${core}%`;
    parts.push(sql`regexp_replace(coalesce(o.shipping_address->>'Phone', ''), '\\D', '', 'g') like ${like}`);
    parts.push(sql`regexp_replace(coalesce(o.billing_address->>'Phone', ''), '\\D', '', 'g') like ${like}`);
  }
  if (parts.length === 0) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
}

function filterConditions(filter: QueueFilter, withStatus: boolean): SQL {
  const conditions: SQL[] = [sql`true`];
  if (withStatus && filter.status) conditions.push(sql`o.status = ${filter.status}`);
  if (filter.paymentMethod) conditions.push(sql`o.payment_option = ${filter.paymentMethod}`);
  if (filter.from)
    conditions.push(sql`o.created_at >= (${filter.from}::date)::timestamp at time zone ${SHOP_ZONE}`);
  if (filter.to)
    conditions.push(sql`o.created_at < ((${filter.to}::date) + 1)::timestamp at time zone ${SHOP_ZONE}`);
  const search = filter.q ? searchCondition(filter.q) : null;
  if (search) conditions.push(search);
  return sql.join(conditions, sql` and `);
}

/** The order desk's reads: the queue, one order's records beside it, its timeline and e-mails. */
export function createOrderDeskRepository(db: Executor) {
  return {
    /** One page of the queue, newest first, its total, and counts per status over the other filters. */
    async queue(
      filter: QueueFilter,
      page: { limit: number; offset: number },
    ): Promise<{ orders: AdminOrderSummary[]; total: number; counts: Record<OrderStatus, number> }> {
      const rows = await queryRows<SummaryRow>(
        db,
        sql`select ${SUMMARY_COLUMNS} from orders o where ${filterConditions(filter, true)}
            order by o.id desc limit ${page.limit} offset ${page.offset}`,
      );
      const byStatus = await queryRows<{ status: string; n: number | string }>(
        db,
        sql`select o.status, count(*) as n from orders o where ${filterConditions(filter, false)} group by o.status`,
      );
      const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
      for (const row of byStatus) counts[row.status as OrderStatus] = Number(row.n);
      const total = filter.status
        ? counts[filter.status]
        : Object.values(counts).reduce((sum, n) => sum + n, 0);
      return { orders: rows.map(toSummary), total, counts };
    },

    /** Summaries of some orders (a customer's), newest first. */
    async summariesWhere(condition: SQL, limit: number): Promise<AdminOrderSummary[]> {
      const rows = await queryRows<SummaryRow>(
        db,
        sql`select ${SUMMARY_COLUMNS} from orders o where ${condition} order by o.id desc limit ${limit}`,
      );
      return rows.map(toSummary);
    },

    async codConfirmation(orderId: number): Promise<AdminCodConfirmation | null> {
      const [row] = await db
        .select({ at: orderCodConfirmations.confirmedAt, id: staffAccounts.id, email: staffAccounts.email })
        .from(orderCodConfirmations)
        .innerJoin(staffAccounts, eq(staffAccounts.id, orderCodConfirmations.staffId))
        .where(eq(orderCodConfirmations.orderId, orderId));
      return row ? { by: { id: row.id, email: row.email }, at: row.at.toISOString() } : null;
    },

    async shipment(orderId: number): Promise<OrderShipment | null> {
      const [row] = await db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId));
      return row
        ? {
            courier: row.courier,
            tracking_number: row.trackingNumber,
            shipped_at: row.shippedAt.toISOString(),
          }
        : null;
    },

    /** The order's cancel demand with the shop's answer, if any. */
    async cancelDemand(orderId: number): Promise<AdminOrderCancelDemand | null> {
      const [row] = await db
        .select({ demand: orderCancelDemands, answer: orderCancelDemandAnswers, email: staffAccounts.email })
        .from(orderCancelDemands)
        .leftJoin(orderCancelDemandAnswers, eq(orderCancelDemandAnswers.demandId, orderCancelDemands.id))
        .leftJoin(staffAccounts, eq(staffAccounts.id, orderCancelDemandAnswers.staffId))
        .where(eq(orderCancelDemands.orderId, orderId));
      return row ? toAdminCancelDemand(row) : null;
    },

    events(orderId: number): Promise<OrderEvent[]> {
      return listOrderEvents(db, orderId);
    },

    /** E-mails the shop sent about the order: to its e-mail, naming its number in the subject (either language). */
    async emails(orderId: number, email: string): Promise<Extract<AdminTimelineEntry, { kind: 'email' }>[]> {
      if (!email) return [];
      const rows = await db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.recipient, email.trim().toLowerCase()),
            // English subjects say `order No: N`; Urdu ones `آرڈر نمبر N`, N inside a left-to-right isolate.
            sql`${outbox.subject} ~* ${`(order No: |آرڈر نمبر \u2066)${orderId}([^0-9]|$)`}`,
          ),
        )
        .orderBy(asc(outbox.id));
      return rows.map((row) => ({
        kind: 'email',
        at: row.createdAt.toISOString(),
        to: row.recipient,
        subject: row.subject,
        state: row.sentAt ? 'sent' : 'queued',
      }));
    },
  };
}

/** A cancel demand row with its answer (and the answering staff member's e-mail), on the wire. */
export function toAdminCancelDemand(row: {
  demand: typeof orderCancelDemands.$inferSelect;
  answer: typeof orderCancelDemandAnswers.$inferSelect | null;
  email: string | null;
}): AdminOrderCancelDemand {
  const { demand, answer } = row;
  return {
    id: demand.id,
    reason: demand.reason,
    created_at: demand.createdAt.toISOString(),
    state: answer?.state ?? 'open',
    reply: answer?.reply ?? null,
    answered_at: answer?.answeredAt.toISOString() ?? null,
    answered_by: answer && row.email ? { id: answer.staffId, email: row.email } : null,
  };
}

export type OrderDeskRepository = ReturnType<typeof createOrderDeskRepository>;
