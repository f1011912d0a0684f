import { expect, test } from '@playwright/test';

test('the home page shows demo books with prices in rupees', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await expect(
    cards
      .first()
      .getByText(/^Rs\. [\d,]+$/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bank Card Discounts' })).toBeVisible();
});

test('a book opens on its own page, and a client route survives a reload', async ({ page }) => {
  await page.goto('/');
  const firstTitle = page.getByRole('article').first().getByRole('heading');
  const title = (await firstTitle.textContent())?.trim() ?? '';
  await firstTitle.getByRole('link').click();
  await expect(page).toHaveURL(/\/book\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/Rs\. [\d,]+/).first()).toBeVisible();
});
