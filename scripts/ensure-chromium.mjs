// Playwright cannot download its own browser here, so the end-to-end tests use Debian's Chromium.
// Installs it when missing and we are allowed to (root); otherwise says what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { realChromiumPath as chromium } from './test-chromium/launch-options.mjs';

if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromium}. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the end-to-end tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
