import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // jsdom renders are CPU-bound: on a busy 2-core CI machine a first render can take seconds.
    testTimeout: 30_000,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // CSS has no behaviour jsdom can observe; skipping it keeps the run fast.
    css: false,
    coverage: {
      provider: 'v8',
      reporter: ['text-summary'],
      include: ['src/**/*.{ts,tsx}'],
      exclude: [
        'src/**/*.stories.tsx',
        'src/**/*.test.{ts,tsx}',
        'src/test/**',
        'src/fixtures/**',
        'src/**/index.ts',
      ],
    },
  },
});
