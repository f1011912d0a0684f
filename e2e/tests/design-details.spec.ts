import { expect, test } from '@playwright/test';
import { logInThroughDialog, newShopper, openProfile, registerThroughApi } from './account-helpers';
import { highDiscountPath } from './shop-routes';

test('a mega-menu panel closes after a category is clicked, though the pointer still rests on the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Categories' });
  await menu.getByRole('link', { name: 'Fiction', exact: true }).hover();
  const panel = menu
    .locator('.bk-mega__panel')
    .filter({ has: page.getByRole('link', { name: 'Contemporary Fiction' }) });
  await expect(panel).toBeVisible();
  const category = panel.getByRole('link', { name: 'Contemporary Fiction' });
  await category.hover();
  await category.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contemporary Fiction' })).toBeVisible();
  // The pointer has not moved: it is still over where the panel was.
  await expect(panel).toBeHidden();
  // Once it leaves the menu and comes back, hover opens panels again.
  await page.mouse.move(10, 880);
  await menu.getByRole('link', { name: 'Fiction', exact: true }).hover();
  await expect(panel).toBeVisible();
});

for (const width of [1366]) {
  test(`at ${width} px the mega-menu's entries and their 24 px toggles share one row`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Categories' });
    const tops = await menu
      .locator('.bk-mega__item')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(8);
    expect(new Set(tops).size).toBe(1);
    for (const toggle of await menu.getByRole('button').all()) {
      const box = (await toggle.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
  });
}

test('desktop links Advanced Search and Request a Book from the top bar', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Account' });
  await bar.getByRole('link', { name: 'Advanced Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced Search' })).toBeVisible();
  await bar.getByRole('link', { name: 'Request a Book' }).click();
  await expect(page).toHaveURL(/\/request$/);
});

test('a High Discounts listing shows the biggest discounts first', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(await highDiscountPath(request));
  const badges = page.getByRole('article').locator('.bk-book-card__discount');
  await expect(badges.first()).toBeVisible();
  const discounts = (await badges.allTextContents()).map((text) => Number.parseInt(text, 10));
  expect(discounts.length).toBeGreaterThan(1);
  expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
});

test('on a phone the logged-in bar keeps "Your Account" on one line', async ({ page }) => {
  const shopper = newShopper('Zainab');
  await registerThroughApi(page, shopper);
  await page.goto('/');
  await logInThroughDialog(page, shopper.email, shopper.password);
  await expect(page.getByText('Hi, Zainab')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  const account = page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('button', { name: 'Your Account' });
  await expect(account).toBeVisible();
  // The lines its words sit on (the chevron beside them is drawn apart, so only the text counts).
  const lines = await account.evaluate((button) => {
    const text = Array.from(button.childNodes).find((n) => n.nodeType === Node.TEXT_NODE);
    if (!text) throw new Error('the button has no text');
    const range = document.createRange();
    range.selectNodeContents(text);
    return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
});

test('on a phone a toast does not cover the title of the dialog open under it', async ({ page }) => {
  const shopper = newShopper('Mahnoor');
  await registerThroughApi(page, shopper);
  await page.goto('/');
  await logInThroughDialog(page, shopper.email, shopper.password);
  await expect(page.getByText('Hi, Mahnoor')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  const profile = await openProfile(page);
  await profile.getByRole('button', { name: 'Edit Info' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await edit.getByLabel('Phone').fill('0345 7654321');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  // Saving returns to the profile dialog with a toast.
  const toast = page.getByText('Profile Updated successfully.');
  await expect(toast).toBeVisible();
  const title = page
    .getByRole('dialog', { name: 'Your Profile' })
    .getByRole('heading', { name: 'Your Profile' });
  await expect(title).toBeVisible();
  const [t, h] = [(await toast.boundingBox())!, (await title.boundingBox())!];
  const overlaps = t.x < h.x + h.width && h.x < t.x + t.width && t.y < h.y + h.height && h.y < t.y + t.height;
  expect(overlaps).toBe(false);
  // Phone numbers read one way: the number just saved, on the profile.
  await expect(page.getByRole('dialog', { name: 'Your Profile' })).toContainText('+92 345 7654321');
});
