/**
 * Answer of `GET /api/health`, the liveness probe: 200 `ok` with the migration level, or 503
 * `unavailable` while the database cannot be read.
 */
export interface HealthResponse {
  status: 'ok' | 'unavailable';
  /** Which database the server runs on. */
  database: 'pglite' | 'postgres';
  /** Migrations applied and the newest one's tag; absent when the database cannot be read. */
  migrations?: { applied: number; latest: string | null };
}

/** The checks `GET /api/ready` makes, in the order it makes them. */
export const READINESS_CHECKS = ['database', 'migrations', 'searchIndex'] as const;

/** One of {@link READINESS_CHECKS}. */
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

/**
 * What each readiness check found:
 * - `database`: `ok` when a query was answered, `unreachable` otherwise;
 * - `migrations`: `ok` when the newest migration this release ships is applied (a newer one,
 *   applied by the next release during a rolling restart, still counts), `behind` when it is not,
 *   `unknown` while the database cannot be read;
 * - `searchIndex`: `ok` once the in-memory catalogue index behind autocomplete has been read,
 *   `loading` before (the first suggestions would wait for it).
 */
export interface ReadinessChecks {
  database: 'ok' | 'unreachable';
  migrations: 'ok' | 'behind' | 'unknown';
  searchIndex: 'ok' | 'loading';
}

/**
 * Answer of `GET /api/ready`, the readiness probe: 200 `ready` when every check is `ok`, 503
 * `not_ready` naming the checks that fail (a load balancer sends a replica no shoppers until then).
 */
export interface ReadyResponse {
  status: 'ready' | 'not_ready';
  /** The checks that fail, in the order of {@link READINESS_CHECKS}; empty when ready. */
  failing: ReadinessCheck[];
  checks: ReadinessChecks;
  /** Which database the server runs on. */
  database: 'pglite' | 'postgres';
  /**
   * The newest migration this release ships (`needed`) and the newest the database holds
   * (`latest`, null before any); null while the database cannot be read.
   */
  migrations: { needed: string; latest: string | null } | null;
  /** Books the search index holds; null before it has been read. */
  searchIndexBooks: number | null;
}
