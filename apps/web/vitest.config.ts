import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // jsdom renders are CPU-bound: on a busy 2-core CI machine a first render can take seconds.
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: ['./src/test/setup.ts'],
    coverage: {
      provider: 'v8',
      reporter: ['text-summary'],
      include: ['src/**/*.{ts,tsx}'],
      // Entry points only wire the app to the page; the end-to-end tests cover them.
      exclude: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/main.tsx', 'src/entry-*.tsx'],
      // Under the figures measured on 2026-11-22 (71.7 / 59.6 / 64.4 / 72.1), with room for
      // this wave's new screens; raise them as they get unit tests (issue 9).
      thresholds: { statements: 66, branches: 54, functions: 58, lines: 66 },
    },
  },
});
