import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { testChromiumArgs, testChromiumPath } from '../../scripts/test-chromium/launch-options.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          // jsdom renders are CPU-bound: on a busy 2-core CI machine a first render can take seconds.
          testTimeout: 30_000,
          environment: 'jsdom',
          // Test files share their worker's modules instead of importing everything again each (about
          // 3-4x faster; README, Development). What a file may leave behind is reset per test or per file.
          isolate: false,
          setupFiles: ['./src/test/setup.ts'],
          // CSS has no behaviour jsdom can observe; skipping it keeps the run fast.
          css: false,
        },
      },
      {
        // Every story is a test: it renders in a real Chromium, its play function runs, and axe
        // (addon-a11y, `a11y.test: 'error'` in preview) fails it on any violation.
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // The story files share one page and its modules instead of a new frame each, as the unit
          // project's files share their worker: 117 s -> 53 s for the 274 stories on a quiet 2-core
          // machine (CPU 89 -> 32 s). Every story is still rendered afresh, played and checked by
          // axe; a violation in any file still fails it.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            // Playwright cannot download its own browser here: Debian's Chromium instead.
            provider: playwright({
              launchOptions: {
                executablePath: testChromiumPath,
                args: [...testChromiumArgs],
              },
            }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      reporter: ['text-summary'],
      // A little under the figures measured on 2026-11-22, so coverage can only rise (issue 9).
      thresholds: { statements: 95, branches: 91, functions: 94, lines: 95 },
      include: ['src/**/*.{ts,tsx}'],
      exclude: [
        'src/**/*.stories.tsx',
        'src/**/*.test.{ts,tsx}',
        'src/test/**',
        'src/fixtures/**',
        'src/foundations/**',
        'src/**/index.ts',
      ],
    },
  },
});
