import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pgliteWasmFile } from './pglite-module.js';

/**
 * An initialised, empty PGlite cluster packed at build time (scripts/make-pglite-template.mjs).
 * Starting from it skips initdb, the slowest part of a first start (about 2-3 s of the 5 s a shop
 * may take from an empty DATA_DIR); migrations and the demo seed still run as usual, so it
 * cannot go stale.
 */
export const PGLITE_TEMPLATE_FILE = 'pglite-template.tar.gz';

const moduleDir = path.dirname(new URL(import.meta.url).pathname);

/**
 * Where a template made on the fly is kept when no build left one (tests and tsx runs after a
 * plain tsup, which cleans dist/): in the temporary folder, named after the PGlite build it
 * came from, so a PGlite upgrade never loads a cluster from another version.
 */
function cachedTemplateFile(): string {
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
 * as the template for the next ones. Written to a temporary name and renamed, so a reader never
 * sees half a file.
 */
export async function rememberTemplate(db: PGlite): Promise<void> {
  const file = cachedTemplateFile();
  if (existsSync(file)) return;
  const dump = await db.dumpDataDir('gzip');
  const partial = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

/** dist/ once bundled; from src/db/ (tests, tsx) the built one in dist/ when there is one. */
function templateFile(): string | null {
  const candidates = [
    path.join(moduleDir, PGLITE_TEMPLATE_FILE),
    path.join(moduleDir, '../../dist', PGLITE_TEMPLATE_FILE),
    cachedTemplateFile(),
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
  return file ? readTemplate(file) : null;
}

/** A dump made by dumpDataDir, as PGlite's loadDataDir takes it. */
export function readTemplate(file: string): Blob {
  return new Blob([readFileSync(file)]);
}
