import path from 'node:path';

/**
 * A running shop serves its embedded database at DATA_DIR/.s.PGSQL.5432, the file name
 * PostgreSQL clients look for, so `psql -h DATA_DIR -U postgres` reaches it as well.
 */
export const SOCKET_PORT = 5432;

export function socketPathIn(dir: string): string {
  return path.join(dir, `.s.PGSQL.${SOCKET_PORT}`);
}
