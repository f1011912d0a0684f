import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // jsdom renders are CPU-bound: on a busy 2-core CI machine a first render can take seconds.
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Test files share their worker's modules instead of importing everything again each (about
    // 3-4x faster; README, Development). What a file may leave behind is reset per test or per file.
    isolate: false,
    environmentOptions: { jsdom: { url: 'http://localhost:3000/admin/' } },
    setupFiles: ['./src/test/setup.ts'],
    coverage: {
      provider: 'v8',
      reporter: ['text-summary'],
      include: ['src/**/*.{ts,tsx}'],
      // The entry point only wires the app to the page; the end-to-end tests cover it.
      exclude: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/main.tsx'],
    },
  },
});
