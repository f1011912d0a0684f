import type { AuditAction, AuditEntry, AuditTargetType } from '@bookshop/domain';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../accounts/repository.js';
import { auditLog, staffAccounts } from '../../db/schema/index.js';

/** Who did an audited action: a staff member (by id), or the command line. */
export type AuditActor = { staffId: number } | 'cli';

/** One staff action to record. `before` and `after` are what changed, never a secret. */
export interface NewAuditEntry {
  actor: AuditActor;
  action: AuditAction;
  target: { type: AuditTargetType; id: string | number };
  before?: unknown;
  after?: unknown;
  /** The client's address as the shop saw it; null from the command line. */
  address?: string | null;
}

export interface AuditFilter {
  action?: AuditAction;
  staffId?: number;
  targetType?: AuditTargetType;
  targetId?: string;
  /** Entries older than this id (paging back). */
  before?: number;
  limit: number;
}

/**
 * The audit log. Append and read: there is no update or delete here, and the table's trigger
 * refuses both, so an entry, once its action committed, stays as written.
 */
export function createAuditRepository(db: Executor) {
  return {
    /** Appends in the caller's transaction: the entry exists if and only if the action committed. */
    async append(entry: NewAuditEntry): Promise<void> {
      await db.insert(auditLog).values({
        staffId: entry.actor === 'cli' ? null : entry.actor.staffId,
        actor: entry.actor === 'cli' ? 'cli' : `staff:${entry.actor.staffId}`,
        action: entry.action,
        targetType: entry.target.type,
        targetId: String(entry.target.id),
        before: entry.before ?? null,
        after: entry.after ?? null,
        address: entry.address ?? null,
      });
    },

    /** Newest first. */
    async list(filter: AuditFilter): Promise<AuditEntry[]> {
      const conditions: SQL[] = [];
      if (filter.action) conditions.push(eq(auditLog.action, filter.action));
      if (filter.staffId) conditions.push(eq(auditLog.staffId, filter.staffId));
      if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
      if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
      if (filter.before) conditions.push(lt(auditLog.id, filter.before));
      const rows = await db
        .select({ entry: auditLog, email: staffAccounts.email })
        .from(auditLog)
        .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffId))
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(filter.limit);
      return rows.map(({ entry, email }) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        staff: entry.staffId !== null && email !== null ? { id: entry.staffId, email } : null,
        actor: entry.actor,
        action: entry.action as AuditAction,
        target: { type: entry.targetType as AuditTargetType, id: entry.targetId },
        before: entry.before,
        after: entry.after,
        address: entry.address,
      }));
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
