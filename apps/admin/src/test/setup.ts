// The shop's components the back office shares word themselves from the catalogue (English here).
import '@bookshop/i18n';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  globalThis.sessionStorage?.clear();
  vi.unstubAllGlobals();
});

// Test files share their worker's modules and page (isolate: false): a file's fake timers, stubbed
// globals and environment must not reach the next file.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
