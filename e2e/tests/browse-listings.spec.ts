import { expect, test } from '@playwright/test';

test('the home page shows the banner carousel and the catalogue sections', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(carousel.getByRole('group', { name: '1 of 3: Urdu classics' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.getByRole('group', { name: '2 of 3: Back to school' })).toBeVisible();
  for (const name of ['New Arrivals', 'Popular', 'High Discounts', 'Urdu Books']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
});

test('a category lists its items in stock', async ({ page }) => {
  await page.goto('/');
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await categories.getByRole('button', { name: 'Fiction categories', exact: true }).click();
  const first = categories.getByRole('link', { name: 'Contemporary Fiction' });
  await first.click();
  await expect(page).toHaveURL(/\/category\/level4\/\d+\/instock$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contemporary Fiction' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Fiction');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Out of stock' })).toHaveCount(0);
  await expect(page).toHaveTitle(/Contemporary Fiction/);
});
