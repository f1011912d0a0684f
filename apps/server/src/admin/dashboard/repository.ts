import { type AdminLowStockBook, type AdminPeriodFigures, PAYMENT_METHOD } from '@bookshop/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../accounts/repository.js';
import { queryRows } from '../../db/query-rows.js';

const SHOP_ZONE = 'Asia/Karachi';

/** The dashboard's figures, each one query over the orders (and books) as they are now. */
export function createDashboardRepository(db: Executor) {
  return {
    /** Orders since the start of this day or week (Monday) in Asia/Karachi, and their revenue. */
    async period(unit: 'day' | 'week'): Promise<AdminPeriodFigures> {
      const [row] = await queryRows<{ orders: number | string; revenue: number | string }>(
        db,
        sql`select count(*) as orders,
                   coalesce(sum(o.total) filter (where o.status not in ('cancelled', 'payment_failed')), 0)
                   - coalesce(sum((select coalesce(sum(e.payment_amount), 0) from order_events e
                                   where e.order_id = o.id and e.payment_action = 'refunded'))
                              filter (where o.status not in ('cancelled', 'payment_failed')), 0) as revenue
            from orders o
            where o.created_at >= date_trunc(${unit}, now() at time zone ${SHOP_ZONE}) at time zone ${SHOP_ZONE}`,
      );
      return { orders: Number(row?.orders ?? 0), revenue: Number(row?.revenue ?? 0) };
    },

    /** How many orders wait for each of the desk's steps. */
    async waiting(): Promise<{
      confirm_cod: number;
      transfer_received: number;
      processing: number;
      ship: number;
      deliver: number;
    }> {
      const [row] = await queryRows<Record<string, number | string>>(
        db,
        sql`select
              count(*) filter (where o.status = 'placed' and o.payment_option = ${PAYMENT_METHOD.CASH} and c.order_id is null) as confirm_cod,
              count(*) filter (where o.status = 'pending_payment' and o.payment_option = ${PAYMENT_METHOD.BANK_TRANSFER}) as transfer_received,
              count(*) filter (where o.status = 'placed' and (o.payment_option <> ${PAYMENT_METHOD.CASH} or c.order_id is not null)) as processing,
              count(*) filter (where o.status = 'processing') as ship,
              count(*) filter (where o.status = 'shipped') as deliver
            from orders o left join order_cod_confirmations c on c.order_id = o.id
            where o.status in ('pending_payment', 'placed', 'processing', 'shipped')`,
      );
      return {
        confirm_cod: Number(row?.confirm_cod ?? 0),
        transfer_received: Number(row?.transfer_received ?? 0),
        processing: Number(row?.processing ?? 0),
        ship: Number(row?.ship ?? 0),
        deliver: Number(row?.deliver ?? 0),
      };
    },

    /** Orders whose money has not arrived (awaiting a transfer, a wallet approval or a card). */
    async paymentsPending(): Promise<{ orders: number; amount: number }> {
      const [row] = await queryRows<{ orders: number | string; amount: number | string }>(
        db,
        sql`select count(*) as orders, coalesce(sum(total), 0) as amount from orders where status = 'pending_payment'`,
      );
      return { orders: Number(row?.orders ?? 0), amount: Number(row?.amount ?? 0) };
    },

    /** Books on sale from stock with this many copies or fewer left, fewest first. */
    async lowStock(threshold: number, limit: number): Promise<AdminLowStockBook[]> {
      const rows = await queryRows<{ id: number; title: string; author: string | null; stock: number }>(
        db,
        sql`select id, title, authors[1] as author, stock from books
            where stock <= ${threshold} and stock_status = 'available'
            order by stock, id limit ${limit}`,
      );
      return rows.map((r) => ({
        Book_Id: r.id,
        BOOK_TITLE: r.title,
        authorName: r.author ?? '',
        stock: r.stock,
      }));
    },
  };
}
