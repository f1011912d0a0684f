// Components word themselves through the message catalogue: register both languages, as the
// server does (a browser registers only its page's).
import '@bookshop/i18n';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup hook.
afterEach(() => {
  cleanup();
});
