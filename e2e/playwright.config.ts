import { defineConfig, devices } from '@playwright/test';
import { testChromiumArgs, testChromiumPath } from '../scripts/test-chromium/launch-options.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;
/** The same server reached under a maintenance host name. */
export const maintenanceURL = `http://maintenance.localhost:${PORT}`;

/**
 * End-to-end tests drive Debian's Chromium (Playwright's own browser download is not available
 * here) against the real built server on a fresh in-memory database with the demo catalogue.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two browsers share the one shop (tests do not depend on one another's data): on 2 cores the
  // suite takes about 60% of its one-worker time.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A shopper's journey (register, order, pay) over a real server: 60 s, as CI's machine is
  // sometimes several times slower than a quiet one (a whole run took 48 min instead of 17 once),
  // and a limit is not what these tests assert.
  timeout: 60_000,
  use: {
    baseURL,
    // Recording a trace of every test (to keep the failing ones') cost this suite about 15% of its
    // CPU on the 2-core machine (9.0-9.8 min against 8.1, measured on 2026-11-27): CI records one
    // for a test's retry only, so a failure is still traced; a local run, without retries, keeps
    // the trace of each failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: testChromiumPath,
      args: [...testChromiumArgs, '--disable-quic', '--no-first-run'],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../apps/server/dist/server.js',
    // Ready, not only alive: the search index behind the suggestions the tests type is read.
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    // A fresh in-memory shop migrates and loads the demo catalogue; on a busy 2-core machine that
    // has taken up to a minute.
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'warn',
      // The e2e tests read reset links from the outbox; the shop keeps this route off by default.
      DEV_ROUTES: 'true',
      // Every test writes from 127.0.0.1, far faster than a shopper: the limit has server tests.
      ANON_WRITES_PER_MINUTE: '10000',
      // The same for card intents (saving cards, buying gift cards), limited per shopper and address.
      CARD_INTENTS_PER_SHOPPER: '10000',
      CARD_INTENTS_PER_ADDRESS: '10000',
      // A second host name for the same server that shows only the maintenance page; Chromium
      // resolves every *.localhost name to the loopback address (see browse-maintenance.spec.ts).
      MAINTENANCE_HOSTS: 'maintenance.localhost',
    },
  },
});
