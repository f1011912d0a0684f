import type { AuditEntry } from '@bookshop/domain';
import type { Database } from '../../db/client.js';
import { type AuditFilter, createAuditRepository } from './repository.js';

/** Reading the audit log (owners in the back office, `cli audit`). Nothing here writes it. */
export function createAuditService(db: Database) {
  const audit = createAuditRepository(db);
  return {
    /** Newest first, one page, and where the next page starts (null at the end). */
    async list(filter: AuditFilter): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
      const entries = await audit.list({ ...filter, limit: filter.limit + 1 });
      const more = entries.length > filter.limit;
      const page = more ? entries.slice(0, filter.limit) : entries;
      return { entries: page, nextBefore: more ? (page[page.length - 1]?.id ?? null) : null };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
