import { test as base, expect, type Page } from '@playwright/test';
import { LAPTOP, PHONE, seriousViolations } from './axe-check';
import { PUBLIC_ROUTES } from './shop-routes';

/**
 * One page a worker for every route it checks, instead of a browser context a test: the routes
 * are a guest's read-only pages, so nothing one leaves behind changes the next, and each new
 * context cost Chromium a renderer process and a cold cache, about 1 CPU-second of a 2-core CI
 * machine. A failed test restarts its worker, which opens a new page (not traced: the page is
 * not the test's own).
 */
const test = base.extend<object, { routePage: Page }>({
  routePage: [
    async ({ browser }, use, workerInfo) => {
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL, viewport: PHONE });
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * axe-core over every public route at a phone's and a laptop's width: no serious or critical
 * violation of WCAG 2.x A and AA; and at the phone's width, no sideways scroll. One page load a
 * route: the page is checked at 360 px, then the window is widened to 1366 px and checked again
 * (the layout follows the width through CSS and media queries), which halves the loads of a
 * spec that runs in every CI.
 */
// Each route is independent (read-only pages): both workers share the file.
test.describe.configure({ mode: 'parallel' });

for (const route of PUBLIC_ROUTES) {
  test(`${route.name}: no serious or critical axe violation at 360 and 1366 px, no sideways scroll at 360 px`, async ({
    routePage: page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(await route.path(request));
    // The page's own content has arrived (not the loading state) before axe looks.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'sideways scroll at 360 px').toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), 'at 360 px').toEqual([]);

    await page.setViewportSize(LAPTOP);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), 'at 1366 px').toEqual([]);
  });
}

// The check itself: a page made with known faults is reported, so a clean result above means clean.
test('the axe check reports the serious and critical violations of a page made with them', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><title>Faults</title><main><h1>Faults</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button><p style="color:#ccc;background:#fff">Pale text</p></main></html>',
  );
  const found = await seriousViolations(page);
  expect(found.map((line) => line.split(':')[0])).toEqual(
    expect.arrayContaining(['button-name (critical)', 'image-alt (critical)', 'color-contrast (serious)']),
  );
});
