/** Answer of `GET /api/health`: 200 `ok` with the migration level, or 503 `unavailable`. */
export interface HealthResponse {
  status: 'ok' | 'unavailable';
  /** Which database the server runs on. */
  database: 'pglite' | 'postgres';
  /** Migrations applied and the newest one's tag; absent when the database cannot be read. */
  migrations?: { applied: number; latest: string | null };
}
