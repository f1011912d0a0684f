// Components word themselves through the message catalogue: register both languages, as the
// server does (a browser registers only its page's).
import '@bookshop/i18n';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup hook.
afterEach(() => {
  cleanup();
});

// Test files share their worker's modules and page (isolate: false): a file's fake timers, stubbed
// globals and environment must not reach the next file.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
