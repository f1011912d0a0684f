import type { AdminCustomerBookRequest, AdminCustomerSummary } from '@bookshop/domain';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../accounts/repository.js';
import { queryRows } from '../../db/query-rows.js';
import {
  bookRequests,
  orderCancelDemandAnswers,
  orderCancelDemands,
  orders,
  staffAccounts,
} from '../../db/schema/index.js';
import { toAdminCancelDemand } from '../orders/repository.js';

interface CustomerRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  country: string;
  created_at: Date | string;
  orders: number | string;
  spent: number | string;
}

/** What each customer row reads: the account (never its password hash) and its orders' figures. */
const CUSTOMER_COLUMNS = sql`
  u.id, u.first_name, u.last_name, u.email, u.phone, u.country, u.created_at,
  (select count(*) from orders o where o.user_id = u.id) as orders,
  (select coalesce(sum(o.total), 0) - coalesce(sum((select coalesce(sum(e.payment_amount), 0) from order_events e
           where e.order_id = o.id and e.payment_action = 'refunded')), 0)
     from orders o where o.user_id = u.id and o.status not in ('cancelled', 'payment_failed')) as spent`;

function toSummary(row: CustomerRow): AdminCustomerSummary & { country: string } {
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
    created_at: new Date(row.created_at).toISOString(),
    orders: Number(row.orders),
    spent: Number(row.spent),
    country: row.country,
  };
}

/** `q` finds a name, an e-mail or a phone number (its digits), part of any. */
function searchCondition(q: string): SQL {
  const text = q.trim();
  if (!text) return sql`true`;
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const parts: SQL[] = [sql`u.email ilike ${like}`, sql`(u.first_name || ' ' || u.last_name) ilike ${like}`];
  const digits = text.replace(/\D/g, '').replace(/^(0092|92|0)/, '');
  if (!/[\p{L}@]/u.test(text) && digits.length >= 4)
    parts.push(sql`regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g') like ${`%${digits}%`}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The shoppers' accounts as the desk reads them. */
export function createCustomersRepository(db: Executor) {
  return {
    async search(
      q: string,
      page: { limit: number; offset: number },
    ): Promise<{ customers: AdminCustomerSummary[]; total: number }> {
      const where = searchCondition(q);
      const rows = await queryRows<CustomerRow>(
        db,
        sql`select ${CUSTOMER_COLUMNS} from users u where ${where} order by u.id desc limit ${page.limit} offset ${page.offset}`,
      );
      const [total] = await queryRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from users u where ${where}`,
      );
      const customers = rows.map((row) => {
        const { country: _country, ...summary } = toSummary(row);
        return summary;
      });
      return { customers, total: Number(total?.n ?? 0) };
    },

    async find(id: number): Promise<(AdminCustomerSummary & { country: string }) | null> {
      const [row] = await queryRows<CustomerRow>(
        db,
        sql`select ${CUSTOMER_COLUMNS} from users u where u.id = ${id}`,
      );
      return row ? toSummary(row) : null;
    },

    /** Books the customer asked for on /request, by their e-mail, newest first. */
    async bookRequests(email: string): Promise<AdminCustomerBookRequest[]> {
      const rows = await db
        .select()
        .from(bookRequests)
        .where(eq(bookRequests.email, email.trim().toLowerCase()))
        .orderBy(desc(bookRequests.id))
        .limit(100);
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        author: r.author,
        notes: r.notes,
        status: r.status as AdminCustomerBookRequest['status'],
        created_at: r.createdAt.toISOString(),
      }));
    },

    /** Cancel requests on the customer's orders, with the shop's answers. */
    async cancelDemands(userId: number) {
      const rows = await db
        .select({ demand: orderCancelDemands, answer: orderCancelDemandAnswers, email: staffAccounts.email })
        .from(orderCancelDemands)
        .innerJoin(orders, eq(orders.id, orderCancelDemands.orderId))
        .leftJoin(orderCancelDemandAnswers, eq(orderCancelDemandAnswers.demandId, orderCancelDemands.id))
        .leftJoin(staffAccounts, eq(staffAccounts.id, orderCancelDemandAnswers.staffId))
        .where(eq(orders.userId, userId))
        .orderBy(asc(orderCancelDemands.id));
      return rows.map((row) => ({ ...toAdminCancelDemand(row), order_id: row.demand.orderId }));
    },
  };
}
