import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pgliteWasmFile } from './pglite-module.js';

/**
 * Two kinds of template a new PGlite cluster can start from instead of running initdb:
 *
 * - the shop's: a cluster with every migration of the build applied, packed at build time
 *   (scripts/make-pglite-template.ts) into dist/. A shop's first start (an empty DATA_DIR, or
 *   DATA_DIR=:memory:) opens it instead of running initdb (about 2 s) and the migrations (about
 *   1.5-2 s more). `migrate` still runs after it and applies any migration newer than the
 *   template (none, for the build's own), and the demo seed runs as before;
 * - the empty one: initdb's cluster and nothing else, for a cluster that must start empty (tests
 *   of migrating from scratch, of restoring a backup). Kept in the temporary folder by the first
 *   in-memory cluster made without a template (rememberTemplate).
 */
export const MIGRATED_TEMPLATE_FILE = 'pglite-migrated.tar.gz';

const moduleDir = path.dirname(new URL(import.meta.url).pathname);

/**
 * The build's migrated template: beside this module once bundled (dist/), or dist/ from src/db/
 * (tsx, tests); null before a build.
 */
export function migratedTemplateFile(): string | null {
  const candidates = [
    path.join(moduleDir, MIGRATED_TEMPLATE_FILE),
    path.join(moduleDir, '../../dist', MIGRATED_TEMPLATE_FILE),
  ];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/**
 * Where the empty template is kept: in the temporary folder, named after the PGlite build it came
 * from, so a PGlite upgrade never loads a cluster from another version.
 */
function emptyTemplateFile(): string {
  const wasmFile = pgliteWasmFile();
  const wasm = statSync(wasmFile);
  const key = createHash('sha1')
    .update(`${wasmFile}:${wasm.size}:${wasm.mtimeMs}`)
    .digest('hex')
    .slice(0, 16);
  return path.join(tmpdir(), `bookshop-pglite-template-${key}.tar.gz`);
}

/**
 * Keeps the cluster a PGlite instance has just made with initdb (nothing else done in it yet)
 * as the empty template for the next ones. Written to a temporary name and renamed, so a reader
 * never sees half a file.
 */
export async function rememberTemplate(db: PGlite): Promise<void> {
  const file = emptyTemplateFile();
  if (existsSync(file)) return;
  const dump = await db.dumpDataDir('gzip');
  const partial = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

/** What the shop itself puts in a data directory before the database opens: the lock and the socket. */
const OWN_FILES = /^(bookshop\.lock.*|\.s\.PGSQL\.\d+(\.lock)?)$/;

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).every((name) => OWN_FILES.test(name));
}

/**
 * The dump a cluster in `dataDir` (null: in memory) starts from: none when the directory already
 * holds one; else `templateFile` when given (the shop's migrated template, the tests' own), else
 * the empty template when one was kept, else none (PGlite runs initdb).
 */
export function pgliteTemplateFor(dataDir: string | null, templateFile: string | null): Blob | null {
  if (dataDir !== null && !isEmptyDir(dataDir)) return null;
  if (templateFile) return readTemplate(templateFile);
  const empty = emptyTemplateFile();
  return existsSync(empty) ? readTemplate(empty) : null;
}

/** A dump made by dumpDataDir, as PGlite's loadDataDir takes it. */
export function readTemplate(file: string): Blob {
  return new Blob([readFileSync(file)]);
}
