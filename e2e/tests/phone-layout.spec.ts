import { expect, type Locator, type Page, test } from '@playwright/test';
import { englishBookPath, fictionListingPath, URDU_TITLE, urduBookPath } from './shop-routes';

/** A phone's screen: what a shopper sees without scrolling. */
const PHONE = { width: 360, height: 800 };
test.use({ viewport: PHONE });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not rendered`);
  return found;
}

/**
 * The whole element lies within the first screen, before any scrolling. Both are retrying
 * assertions: a page that has just arrived may still be laying out (its web fonts swapping in), and
 * a single reading of the element's box taken then was what made this check flaky.
 */
async function expectOnFirstScreen(page: Page, locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

test('a listing shows two items a row at 360 px', async ({ page, request }) => {
  await page.goto(await fictionListingPath(request));
  const cards = page.getByRole('article');
  await expect(cards.nth(2)).toBeVisible();
  const [first, second, third] = [await box(cards.nth(0)), await box(cards.nth(1)), await box(cards.nth(2))];
  expect(second.y).toBe(first.y);
  expect(second.x).toBeGreaterThan(first.x + first.width - 1);
  expect(third.y).toBeGreaterThan(first.y + first.height - 1);
  expect(third.x).toBe(first.x);
  // Both fit the screen side by side.
  expect(second.x + second.width).toBeLessThanOrEqual(PHONE.width);
});

test('search shows the first result on the first screen and the facets behind a Filters button', async ({
  page,
}) => {
  await page.goto('/search?keyword=mohsin');
  await expectOnFirstScreen(page, page.getByRole('article').first().getByRole('heading'));
  const facets = page.getByRole('complementary', { name: 'Narrow the results' });
  await expect(facets).toBeHidden();

  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('heading', { name: 'Author' })).toBeVisible();
  await sheet.getByRole('link', { name: /Mohsin Hamid/ }).click();
  await expect(page).toHaveURL(/author=Mohsin/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
});

test('a book page shows its title, price and buy button on the first screen', async ({ page, request }) => {
  await page.goto('/search?keyword=exit west');
  await page.getByRole('article').first().getByRole('link').first().click();
  // The search page's own heading stays until the book page replaces it: wait for the book's.
  await expect(page).toHaveURL(/\/book\/\d+$/);
  await expectOnFirstScreen(page, page.getByRole('heading', { level: 1, name: /Exit West/i }));
  await expectOnFirstScreen(page, page.locator('.book-detail__price'));
  await expectOnFirstScreen(page, page.getByRole('button', { name: /^(Add to Cart|Pre-order|Notify me)$/ }));
  // The same for an Urdu title, whose Nastaliq lines are taller.
  await page.goto(await urduBookPath(request));
  await expectOnFirstScreen(page, page.getByRole('heading', { level: 1, name: URDU_TITLE }));
  await expectOnFirstScreen(page, page.getByRole('button', { name: /^(Add to Cart|Pre-order|Notify me)$/ }));
});

test('the header takes less room once the page is scrolled', async ({ page, request }) => {
  await page.goto(await fictionListingPath(request));
  const header = page.locator('header.bk-header');
  const atTop = (await box(header)).height;
  await page.mouse.wheel(0, 1200);
  await expect(header).toHaveAttribute('data-sticky', 'true');
  const scrolled = await box(header);
  expect(scrolled.y).toBe(0);
  expect(scrolled.height).toBeLessThan(atTop * 0.6);
  // The search box stays at hand.
  await expect(page.getByRole('combobox', { name: 'Search books' })).toBeInViewport();
});

test('the page content stays where it is when the header turns sticky', async ({ page, request }) => {
  await page.goto(await fictionListingPath(request));
  const header = page.locator('header.bk-header');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  /** The heading's top edge measured from the top of the document, not of the viewport. */
  const headingTop = () =>
    heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(header).not.toHaveAttribute('data-sticky', 'true');
  const before = await headingTop();

  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute('data-sticky', 'true');
  expect(Math.abs((await headingTop()) - before)).toBeLessThanOrEqual(2);
  // Nor does the scroll position move under the shopper's finger.
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
  // The compact header sits at the top of the screen over the page.
  expect((await box(header)).y).toBe(0);
});

// No page scrolls sideways at 360 px: checked on every public route by a11y-axe.spec.ts, on the
// same page load as its axe check.

// A title of one long word (a brand, a code, a title the catalogue desk typed without spaces) wraps
// inside the page instead of pushing it sideways. The demo catalogue has none, so the book page's
// heading is given one here; the layout is what is checked. A book the catalogue desk added as
// "Zarnigarmx06zu6urj3e Lantern Letters" once made the Urdu book page scroll 15 px sideways.
for (const language of ['English', 'Urdu'] as const) {
  test(`an ${language} book page whose title is one long word does not scroll sideways at 360 px`, async ({
    page,
    request,
  }) => {
    const path = language === 'Urdu' ? await urduBookPath(request) : await englishBookPath(request);
    await page.goto(language === 'Urdu' ? `/ur${path}` : path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await heading.evaluate((h1) => {
      h1.textContent = 'Zarnigarmx06zu6urj3eLanternLettersOfLahore';
    });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
  });
}
