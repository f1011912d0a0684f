// The shop's components the back office shares word themselves from the catalogue (English here).
import '@bookshop/i18n';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  globalThis.sessionStorage?.clear();
  vi.unstubAllGlobals();
});
