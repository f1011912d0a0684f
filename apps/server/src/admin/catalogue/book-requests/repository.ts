import type { AdminBookRequest, AdminBookRequestStatus } from '@bookshop/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../accounts/repository.js';
import { queryRows } from '../../../db/query-rows.js';

interface RequestRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  title: string;
  author: string | null;
  notes: string | null;
  status: string;
  created_at: string | Date;
  book_id: number | null;
  book_title: string | null;
  reply: string | null;
  answered_at: string | Date | null;
  answered_by: number | null;
  answered_by_email: string | null;
}

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

function toRequest(row: RequestRow): AdminBookRequest {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    title: row.title,
    author: row.author,
    notes: row.notes,
    status: row.status as AdminBookRequestStatus,
    created_at: iso(row.created_at),
    book: row.book_id === null ? null : { id: Number(row.book_id), title: row.book_title ?? '' },
    reply: row.reply,
    answered_at: row.answered_at === null ? null : iso(row.answered_at),
    answered_by:
      row.answered_by === null || row.answered_by_email === null
        ? null
        : { id: Number(row.answered_by), email: row.answered_by_email },
  };
}

const SELECT = sql`select r.id, r.name, r.email, r.phone, r.title, r.author, r.notes, r.status, r.created_at,
    r.book_id, b.title as book_title, r.reply, r.answered_at, r.answered_by, s.email as answered_by_email
  from book_requests r
    left join books b on b.id = r.book_id
    left join staff_accounts s on s.id = r.answered_by`;

/** Book requests from `/request` as the desk works through them. */
export function createDeskBookRequestsRepository(db: Executor) {
  return {
    async list(
      filter: { status?: AdminBookRequestStatus; q: string },
      page: { limit: number; offset: number },
    ): Promise<{
      requests: AdminBookRequest[];
      total: number;
      counts: Record<AdminBookRequestStatus, number>;
    }> {
      const conditions: SQL[] = [];
      if (filter.q !== '') {
        const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          sql`(r.title ilike ${like} or r.author ilike ${like} or r.name ilike ${like} or r.email ilike ${like})`,
        );
      }
      const matching = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
      const listed = filter.status ? sql`${matching} and r.status = ${filter.status}` : matching;
      const rows = await queryRows<RequestRow>(
        db,
        sql`${SELECT} where ${listed} order by r.id desc limit ${page.limit} offset ${page.offset}`,
      );
      const counted = await queryRows<{ status: string; n: number }>(
        db,
        sql`select r.status, count(*)::int as n from book_requests r where ${matching} group by r.status`,
      );
      const counts: Record<AdminBookRequestStatus, number> = { new: 0, found: 0, not_found: 0, closed: 0 };
      for (const c of counted) counts[c.status as AdminBookRequestStatus] = Number(c.n);
      const total = filter.status
        ? counts[filter.status]
        : Object.values(counts).reduce((sum, n) => sum + n, 0);
      return { requests: rows.map(toRequest), total, counts };
    },

    async find(id: number): Promise<AdminBookRequest | null> {
      const [row] = await queryRows<RequestRow>(db, sql`${SELECT} where r.id = ${id}`);
      return row ? toRequest(row) : null;
    },

    /** Answers a request still new: the one conditional UPDATE, so of two staff answering at once one wins. */
    async answer(
      id: number,
      answer: { status: 'found' | 'not_found'; bookId: number | null; reply: string | null; staffId: number },
    ): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update book_requests set status = ${answer.status}, book_id = ${answer.bookId}, reply = ${answer.reply},
            answered_at = now(), answered_by = ${answer.staffId}
          where id = ${id} and status = 'new' returning id`,
      );
      return rows.length > 0;
    },
  };
}
