import { expect, test } from '@playwright/test';
import { maintenanceURL } from '../playwright.config';

test('a maintenance host shows only the maintenance page, without header or footer', async ({ page }) => {
  for (const path of ['/', '/search?keyword=hamid', '/help']) {
    await page.goto(`${maintenanceURL}${path}`);
    await expect(page).toHaveURL(`${maintenanceURL}/maintenance`);
    await expect(page.getByRole('heading', { level: 1, name: "We'll be back soon" })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  }
  await expect(page).toHaveTitle(/We'll be back soon/);
});

test('on a normal host /maintenance goes home', async ({ page }) => {
  await page.goto('/maintenance');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
});

test('inside the loaded app, /maintenance on a normal host goes home too', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  // A client-side navigation, which the server never sees.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/maintenance');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/$/);
});
