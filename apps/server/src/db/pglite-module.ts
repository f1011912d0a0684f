import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Node's WebAssembly global: the ES library this package compiles against declares only its types. */
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
};

/** PGlite's WebAssembly file, beside the package's entry (its own loader finds it the same way). */
export function pgliteWasmFile(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return path.join(path.dirname(entry), 'pglite.wasm');
}

let compiled: Promise<WebAssembly.Module> | null = null;

/**
 * PGlite's WebAssembly compiled once per process and shared by the database threads it starts.
 * Each thread that compiles the module itself spends about 1.6 CPU-seconds on it (V8 optimises
 * the whole of Postgres again in every isolate); a module passed to the thread is instantiated
 * from the code already compiled. Only a process that starts several threads uses it (see
 * startPgliteThread): the tests start more than a hundred per run, the shop one.
 */
export function compiledPglite(): Promise<WebAssembly.Module> {
  if (!compiled) {
    compiled = readFile(pgliteWasmFile()).then((bytes) => wasm.compile(bytes));
    // A failed compile is not remembered: the next thread tries again (and says why).
    compiled.catch(() => {
      compiled = null;
    });
  }
  return compiled;
}
