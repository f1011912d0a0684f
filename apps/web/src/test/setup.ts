// Components word themselves through the message catalogue: register both languages, as the
// server's renderer does (a browser registers only its page's).
import '@bookshop/i18n';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // Absent in the node environment (the server renderer's tests).
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

// Test files share their worker's modules and page (isolate: false): a file's fake timers, stubbed
// globals and environment must not reach the next file.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
