import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until React has taken over (hydrated) a server-rendered control: it then carries React's
 * fiber key. A click on a button of the server's HTML before that reaches no handler; a shopper's
 * tap would be lost the same way (see the closing note of session 8), so the tests that click right
 * after a page opens wait for this first.
 */
export async function expectHydrated(control: Locator, timeout?: number): Promise<void> {
  await expect
    .poll(() => control.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))), {
      ...(timeout ? { timeout } : {}),
    })
    .toBe(true);
}

/** Holds back the app's entry module (the page's `<script type="module">`) until `release`. */
export async function holdAppCode(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
