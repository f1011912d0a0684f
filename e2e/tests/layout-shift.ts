import type { Browser, BrowserContext } from '@playwright/test';

/** A 360 px phone, as Lighthouse's mobile runs see it. */
export const PHONE = {
  viewport: { width: 360, height: 640 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} as const;

/** Loads a page on a 360 px phone with 4× slower CPU and Lighthouse's slow 4G; its cumulative layout shift. */
export async function layoutShiftOnPhone(
  browser: Browser,
  url: string,
  /** Prepares the phone's context before the page loads (a shopper's session, say). */
  prepare: (context: BrowserContext) => Promise<void> = async () => undefined,
): Promise<number> {
  const context = await browser.newContext(PHONE);
  await prepare(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  // Lighthouse's mobile "slow 4G": 562.5 ms request latency, 1.4746 Mbit/s down, 675 kbit/s up.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) win.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { timeout: 90_000 });
  await page.waitForLoadState('networkidle', { timeout: 90_000 });
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  await context.close();
  return shift;
}
