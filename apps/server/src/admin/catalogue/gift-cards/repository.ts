import type { AdminGiftCard, AdminGiftCardState } from '@bookshop/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../accounts/repository.js';
import { queryRows } from '../../../db/query-rows.js';
import type { GiftCardRow } from '../../../gift-cards/repository.js';

/** A card's state as the desk shows it, in SQL on gift_cards aliased `g`. */
const STATE_SQL = sql`case
  when g.status <> 'paid' then g.status
  when g.voided_at is not null then 'void'
  when g.redeemed_at is not null then 'redeemed'
  else 'active' end`;

const iso = (value: string | Date | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

interface CardSql {
  id: number;
  state: string;
  amount: number;
  code_last_four: string | null;
  recipient_name: string;
  recipient_email: string;
  buyer_name: string;
  buyer_email: string;
  submitted_at: string | Date;
  paid_at: string | Date | null;
  redeemed_at: string | Date | null;
  redeemed_order_id: number | null;
  voided_at: string | Date | null;
  void_reason: string | null;
}

function toCard(row: CardSql): AdminGiftCard {
  const state = row.state as AdminGiftCardState;
  return {
    id: Number(row.id),
    number: `GC${row.id}`,
    state,
    amount: Number(row.amount),
    // Single-use: the whole value while it can be spent, nothing after.
    remaining: state === 'active' ? Number(row.amount) : 0,
    code_last_four: row.code_last_four,
    recipient_name: row.recipient_name,
    recipient_email: row.recipient_email,
    buyer_name: row.buyer_name,
    buyer_email: row.buyer_email,
    submitted_at: iso(row.submitted_at) ?? '',
    paid_at: iso(row.paid_at),
    redeemed_at: iso(row.redeemed_at),
    redeemed_order_id: row.redeemed_order_id === null ? null : Number(row.redeemed_order_id),
    voided_at: iso(row.voided_at),
    void_reason: row.void_reason,
  };
}

const COLUMNS = sql`g.id, ${STATE_SQL} as state, g.amount, g.code_last_four, g.recipient_name, g.recipient_email,
  g.buyer_name, g.buyer_email, g.submitted_at, g.paid_at, g.redeemed_at, g.redeemed_order_id, g.voided_at, g.void_reason`;

/** Gift cards as the desk lists them: never the code, only its last four characters. */
export function createDeskGiftCardsRepository(db: Executor) {
  return {
    async list(
      filter: { state?: AdminGiftCardState; q: string },
      page: { limit: number; offset: number },
    ): Promise<{ cards: AdminGiftCard[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.state) conditions.push(sql`${STATE_SQL} = ${filter.state}`);
      const q = filter.q.trim();
      if (q !== '') {
        const number = /^(?:gc)?\s*(\d{1,9})$/i.exec(q)?.[1];
        const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(sql`(${number ? sql`g.id = ${Number(number)} or ` : sql``}g.recipient_email ilike ${like}
          or g.buyer_email ilike ${like} or g.recipient_name ilike ${like} or g.buyer_name ilike ${like}
          or g.code_last_four = ${q.toUpperCase()})`);
      }
      const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
      const rows = await queryRows<CardSql>(
        db,
        sql`select ${COLUMNS} from gift_cards g where ${where} order by g.id desc limit ${page.limit} offset ${page.offset}`,
      );
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from gift_cards g where ${where}`,
      );
      return { cards: rows.map(toCard), total: Number(count?.n ?? 0) };
    },

    async find(id: number): Promise<AdminGiftCard | null> {
      const [row] = await queryRows<CardSql>(db, sql`select ${COLUMNS} from gift_cards g where g.id = ${id}`);
      return row ? toCard(row) : null;
    },
  };
}

export type { GiftCardRow };
