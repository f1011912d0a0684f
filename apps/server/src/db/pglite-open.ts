import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pgliteTemplateFor, rememberTemplate } from './pglite-template.js';

/** Loaded into every PGlite instance; search needs both (see the search migrations). */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/**
 * Memory settings for a small shop's database. PGlite's WebAssembly memory only ever grows, so
 * what Postgres may allocate sets the resident size for the life of the process: a smaller
 * buffer cache (the operating system caches the files as well) and bounded sort memory.
 */
const MEMORY_PARAMS = ['-c', 'shared_buffers=32MB', '-c', 'work_mem=4MB', '-c', 'maintenance_work_mem=32MB'];

/**
 * Opens PGlite in this thread: the database thread's instance, or the CLI's with no shop running.
 * `templateFile` names a dump a new cluster (in memory, or in an empty `dataDir`) starts from: the
 * shop's migrated template, the tests' own; without it a new cluster starts from the empty one
 * (pglite-template.ts). `wasmModule` is PGlite's WebAssembly already compiled in this process
 * (pglite-module.ts); PGlite compiles it when left out.
 */
export async function openPglite(
  dataDir: string | null,
  templateFile: string | null = null,
  wasmModule?: WebAssembly.Module,
): Promise<PGlite> {
  const template = pgliteTemplateFor(dataDir, templateFile);
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
    extensions: PGLITE_EXTENSIONS,
    ...(wasmModule ? { wasmModule } : {}),
    startParams: [...PGlite.defaultStartParams, ...MEMORY_PARAMS],
  });
  // Fresh from initdb and untouched: the next in-memory databases (tests) start from a copy.
  if (!template && dataDir === null && templateFile === null) await rememberTemplate(db).catch(() => {});
  return db;
}
