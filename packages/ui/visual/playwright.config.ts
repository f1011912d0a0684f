import { defineConfig } from '@playwright/test';
import { testChromiumArgs, testChromiumPath } from '../../../scripts/test-chromium/launch-options.mjs';

const PHONE = { width: 360, height: 800 };
const LAPTOP = { width: 1366, height: 900 };

/**
 * Visual snapshots of every story in the built Storybook, at a phone width and a laptop width,
 * in English (stories.visual.ts) and the storefront's in Urdu, right to left (stories-ur.visual.ts),
 * compared with the PNG baselines in visual/baselines/<project>. Chromium is Debian's (Playwright cannot
 * download its own here); the same machine image renders the baselines and CI, so fonts and
 * anti-aliasing match and the comparison can be strict.
 */
export default defineConfig({
  testDir: '.',
  snapshotPathTemplate: '{testDir}/baselines/{projectName}/{arg}{ext}',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // A missing baseline fails in CI; locally it is written (and the test fails) so it can be reviewed.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  reporter: process.env.CI ? [['dot']] : [['list']],
  timeout: 30_000,
  expect: { toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' } },
  use: {
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
    launchOptions: {
      executablePath: testChromiumPath,
      args: [...testChromiumArgs, '--font-render-hinting=none'],
    },
  },
  projects: [
    { name: 'phone-360', testMatch: 'stories.visual.ts', use: { viewport: PHONE } },
    { name: 'laptop-1366', testMatch: 'stories.visual.ts', use: { viewport: LAPTOP } },
    { name: 'phone-360-ur', testMatch: 'stories-ur.visual.ts', use: { viewport: PHONE } },
    { name: 'laptop-1366-ur', testMatch: 'stories-ur.visual.ts', use: { viewport: LAPTOP } },
  ],
});
