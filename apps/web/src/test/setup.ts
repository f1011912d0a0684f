// Components word themselves through the message catalogue: register both languages, as the
// server's renderer does (a browser registers only its page's).
import '@bookshop/i18n';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Absent in the node environment (the server renderer's tests).
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
