import { expect, test } from '@playwright/test';

test('the header becomes sticky after 300 px of scrolling', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(header).not.toHaveAttribute('data-sticky', 'true');

  await page.mouse.wheel(0, 200);
  await page.waitForFunction(() => window.scrollY >= 150);
  await expect(header).not.toHaveAttribute('data-sticky', 'true');

  await page.evaluate(() => window.scrollTo(0, 650));
  await expect(header).toHaveAttribute('data-sticky', 'true');
  // Pinned: the header's top edge sits at the top of the viewport while the page is scrolled.
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveAttribute('data-sticky', 'true');
});

test('the mega-menus list categories, greyed-out entries are not links', async ({ page }) => {
  await page.goto('/');
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await expect(categories.getByRole('link', { name: 'Fiction', exact: true })).toBeVisible();
  await expect(categories.getByText('Toys & Games')).toHaveAttribute('aria-disabled', 'true');
  await expect(categories.getByRole('link', { name: /Toys & Games/ })).toHaveCount(0);

  await categories.getByRole('button', { name: 'High Discounts categories' }).click();
  const popular = categories.getByRole('list', { name: 'Popular' });
  await expect(popular.getByRole('link').first()).toHaveText(/\(\d+\)$/);
  await popular.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/high-discount-category\/level1\/\d+\/instock$/);
  await expect(page.getByRole('heading', { level: 1, name: /^High Discounts: / })).toBeVisible();
  await expect(categories.getByRole('link', { name: 'High Discounts' })).toHaveAttribute(
    'aria-current',
    /^(page|true)$/,
  );
});

test.describe('on a 1280 px screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the category bar keeps all its entries on one row', async ({ page }) => {
    await page.goto('/');
    const entries = page.getByRole('navigation', { name: 'Categories' }).getByRole('listitem');
    await expect(entries.first()).toBeVisible();
    const rows = new Set<number>();
    for (const entry of await entries.filter({ visible: true }).all()) {
      const found = await entry.boundingBox();
      if (found) rows.add(Math.round(found.y));
    }
    expect([...rows], 'the top edge of every entry of the bar').toHaveLength(1);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the site menu locks the page, and closes when a link changes the path', async ({ page }) => {
    await page.goto('/');
    const quick = page.getByRole('navigation', { name: 'Quick links' });
    await expect(quick.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(quick.getByRole('link', { name: /^Orders/ })).toBeVisible();
    await expect(quick.getByRole('button', { name: 'Login/Register' })).toBeVisible();

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await menu.getByRole('link', { name: 'Request a Book' }).click();
    await expect(page).toHaveURL(/\/request$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Request a Book' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // Back is a path change too.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
  });
});
