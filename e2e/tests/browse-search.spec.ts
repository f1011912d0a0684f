import { expect, test } from '@playwright/test';

test('typing shows suggestions with prices in rupees, and choosing one opens the book', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search books' });
  await expect(box).toHaveAttribute('placeholder', 'Keyword | Title | Author | ISBN | Publisher');
  await box.fill('mohsin');

  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions).toBeVisible();
  const options = suggestions.getByRole('option');
  await expect(options.first()).toContainText('Mohsin Hamid');
  await expect(options.first()).toContainText(/Rs\. [\d,]+/);

  const title = (await options.first().locator('[dir="auto"]').first().textContent())?.trim() ?? '';
  await options.first().click();
  await expect(page).toHaveURL(/\/book\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title));
  // The book page offers the action its stock allows.
  await expect(page.getByRole('button', { name: /Add to Cart|Pre-order|Notify me/ }).first()).toBeEnabled();
});

test('the keyboard chooses a suggestion and Escape clears the box', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search books' });
  await box.fill('exit we');
  await expect(page.getByRole('option', { name: /Exit West/ })).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();

  await box.fill('exit we');
  await expect(page.getByRole('option', { name: /Exit West/ })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Exit West' })).toBeVisible();
});

test('submitting searches, and facets and sort live in the address', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search books' });
  await box.fill('hamid');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=hamid$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “hamid”' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /\d+ results?/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  const authors = page.getByRole('region', { name: 'Author' });
  await authors.getByRole('link', { name: /Mohsin Hamid/ }).click();
  await expect(page).toHaveURL(/author=Mohsin\+Hamid/);
  await expect(authors.getByRole('link', { name: /Mohsin Hamid/ })).toHaveAttribute('aria-current', 'true');

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
});
