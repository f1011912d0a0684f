import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * An initialised, empty PGlite cluster packed at build time (scripts/make-pglite-template.mjs).
 * Starting from it skips initdb, the slowest part of a first start (about 2-3 s of the 5 s a shop
 * may take from an empty DATA_DIR); migrations and the demo seed still run as usual, so it
 * cannot go stale.
 */
export const PGLITE_TEMPLATE_FILE = 'pglite-template.tar.gz';

const moduleDir = path.dirname(new URL(import.meta.url).pathname);

/** dist/ once bundled; from src/db/ (tests, tsx) the built one in dist/ when there is one. */
function templateFile(): string | null {
  const candidates = [
    path.join(moduleDir, PGLITE_TEMPLATE_FILE),
    path.join(moduleDir, '../../dist', PGLITE_TEMPLATE_FILE),
  ];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** What the shop itself puts in a data directory before the database opens: the lock and the socket. */
const OWN_FILES = /^(bookshop\.lock.*|\.s\.PGSQL\.\d+(\.lock)?)$/;

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).every((name) => OWN_FILES.test(name));
}

/** The template to start a new cluster from, or null to let PGlite run initdb itself. */
export function pgliteTemplateFor(dataDir: string | null): Blob | null {
  if (dataDir !== null && !isEmptyDir(dataDir)) return null;
  const file = templateFile();
  return file ? new Blob([readFileSync(file)]) : null;
}
