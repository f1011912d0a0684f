import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { onDroppedFields } from '../../src/openapi/response-serializers.js';
import { reportContractProblem, settleContractChecks } from './openapi-contract.js';

// Every server test file: a test fails when an answer it received differs from the OpenAPI
// document (the test helpers check every `inject`; see openapi-contract.ts), or when a handler
// put a field in an answer that the answer's domain type lacks, so it was never sent.
beforeAll(() => {
  if (process.env.OPENAPI_CONTRACT !== 'off') listenForDroppedFields();
});

/** Reports every field a serializer left out as a contract problem of the current test. */
export function listenForDroppedFields(): void {
  onDroppedFields((paths, sent) =>
    reportContractProblem(
      `an answer had fields its domain type lacks, so they were not sent: ${paths.slice(0, 8).join(', ')} (sent: ${sent.slice(0, 300)})`,
    ),
  );
}

afterEach(async () => {
  await settleContractChecks();
});

// Files share their worker's modules (isolate: false; see vitest.config.ts): whatever a file
// changed globally is undone when it ends, so nothing reaches the next file.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  const replaced = replacedBuiltIns();
  if (replaced.length > 0)
    throw new Error(
      `this file replaced built-ins every later file in the worker would use: ${replaced.join(', ')}. Import what does it in a worker thread (see support/pdf-text.ts)`,
    );
});

/**
 * Built-ins a polyfill would replace (core-js, which pdfjs's legacy build brings, replaces
 * Array.prototype.push): once replaced they stay so for the worker's later files, and made the
 * fuzz test three times slower. Compared by identity with those this file started with (core-js
 * makes its replacements print as native code).
 */
function watchedBuiltIns(): Record<string, unknown> {
  return {
    'Array.prototype.push': Array.prototype.push,
    'Array.prototype.map': Array.prototype.map,
    'Map.prototype.get': Map.prototype.get,
    'Map.prototype.set': Map.prototype.set,
    'Object.assign': Object.assign,
    'JSON.stringify': JSON.stringify,
    Promise,
  };
}
// Taken as each file starts (not when this module loads, which shared modules may do once per
// worker), so only the file that replaced a built-in fails, not every file after it.
let builtInsAtStart: Record<string, unknown> = {};
beforeAll(() => {
  builtInsAtStart = watchedBuiltIns();
});

function replacedBuiltIns(): string[] {
  const now = watchedBuiltIns();
  return Object.keys(builtInsAtStart).filter((name) => now[name] !== builtInsAtStart[name]);
}
