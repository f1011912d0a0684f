// The test browsers' wrapper (./chromium): what Chromium receives through it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { chromium } from 'playwright-core';
import { testChromiumArgs, testChromiumPath } from './launch-options.mjs';

/** What the wrapper turns off: the omnibox popup's WebUI page and the spare renderer process. */
const WRAPPER_FEATURES =
  'WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,SpareRendererForSitePerProcess';

test('the wrapper merges every --disable-features list into the last switch and passes the others on in order', () => {
  // /bin/echo stands in for Chromium: it prints the arguments it was given.
  const printed = execFileSync(
    testChromiumPath,
    ['--a', '--disable-features=One,Two', '--b=c d', '--disable-features=Three'],
    {
      env: { ...process.env, CHROMIUM_PATH: '/bin/echo' },
      encoding: 'utf8',
    },
  );
  assert.equal(printed.trim(), `--a --b=c d --disable-features=${WRAPPER_FEATURES},One,Two,Three`);
});

test("Chromium launched by Playwright through the wrapper gets Playwright's disabled features and the wrapper's own in one switch", async () => {
  // --enable-automation: Chromium tells its command line only to an automated browser.
  const browser = await chromium.launch({
    executablePath: testChromiumPath,
    args: [...testChromiumArgs, '--enable-automation'],
  });
  try {
    const cdp = await browser.newBrowserCDPSession();
    const { arguments: switches } = await cdp.send('Browser.getBrowserCommandLine');
    const disabled = switches.filter((arg) => arg.startsWith('--disable-features='));
    assert.equal(disabled.length, 1, `one --disable-features switch, got ${disabled.join(' ')}`);
    const features = disabled[0].slice('--disable-features='.length).split(',');
    // PaintHolding is one of Playwright's own (its chromiumSwitches); losing it changes how pages paint.
    for (const feature of [...WRAPPER_FEATURES.split(','), 'PaintHolding'])
      assert.ok(features.includes(feature), `${feature} is disabled`);
  } finally {
    await browser.close();
  }
});
