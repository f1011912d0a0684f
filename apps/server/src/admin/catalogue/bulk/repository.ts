import type { CatalogueImportJob, CatalogueImportState } from '@bookshop/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../accounts/repository.js';
import { catalogueImportJobs } from '../../../db/schema/index.js';

type JobRow = typeof catalogueImportJobs.$inferSelect;

/** An import not heard from for this long is taken as dead (its process stopped): another may start. */
const STALE_AFTER = '15 minutes';

export function toImportJob(row: JobRow): CatalogueImportJob {
  const expected = row.rowsExpected;
  const state = row.state as CatalogueImportState;
  const percent =
    state === 'done'
      ? 100
      : state === 'writing'
        ? 95
        : expected > 0
          ? Math.min(90, Math.floor((row.rowsRead / expected) * 90))
          : 0;
  return {
    id: row.id,
    state,
    file_name: row.fileName,
    rows_expected: expected,
    rows_read: row.rowsRead,
    percent,
    report: (row.report as CatalogueImportJob['report']) ?? null,
    error: row.error,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/** Imports started from the browser: where each is, for any replica to answer. */
export function createImportJobsRepository(db: Executor) {
  return {
    /** A new job, unless another import is running (null then). */
    async start(staffId: number, fileName: string, rowsExpected: number): Promise<CatalogueImportJob | null> {
      const [running] = await db
        .select({ id: catalogueImportJobs.id })
        .from(catalogueImportJobs)
        .where(
          and(
            inArray(catalogueImportJobs.state, ['queued', 'reading', 'writing']),
            sql`${catalogueImportJobs.updatedAt} > now() - ${STALE_AFTER}::interval`,
          ),
        )
        .limit(1);
      if (running) return null;
      const [row] = await db
        .insert(catalogueImportJobs)
        .values({ staffId, fileName, rowsExpected })
        .returning();
      return row ? toImportJob(row) : null;
    },

    async find(id: number): Promise<CatalogueImportJob | null> {
      const [row] = await db.select().from(catalogueImportJobs).where(eq(catalogueImportJobs.id, id));
      return row ? toImportJob(row) : null;
    },

    async progress(id: number, state: CatalogueImportState, rowsRead?: number): Promise<void> {
      await db
        .update(catalogueImportJobs)
        .set({ state, ...(rowsRead === undefined ? {} : { rowsRead }), updatedAt: sql`now()` })
        // A progress note never brings back a job that already ended.
        .where(
          and(
            eq(catalogueImportJobs.id, id),
            inArray(catalogueImportJobs.state, ['queued', 'reading', 'writing']),
          ),
        );
    },

    async finish(id: number, report: NonNullable<CatalogueImportJob['report']>): Promise<void> {
      await db
        .update(catalogueImportJobs)
        .set({
          state: 'done',
          rowsRead: report.rows,
          report,
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(catalogueImportJobs.id, id));
    },

    async fail(id: number, error: string): Promise<void> {
      await db
        .update(catalogueImportJobs)
        .set({ state: 'failed', error, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(catalogueImportJobs.id, id));
    },
  };
}

export type ImportJobsRepository = ReturnType<typeof createImportJobsRepository>;
