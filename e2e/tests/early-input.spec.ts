import { expect, type Page, test } from '@playwright/test';
import { booksWithStatus } from './cart-helpers';
import { expectHydrated, holdAppCode } from './hydration';

/*
 * A shopper on a slow phone sees the server's page seconds before its code has run. A tap on a
 * button then, or text typed into a field, used to be lost: the button had no handler yet, and
 * hydration emptied the field. The page's early-input script holds the taps and the app puts
 * both back once hydrated (apps/server/src/web/early-input-script.ts, apps/web/src/app/ssr/early-input.ts).
 * Here the app's code is held back while the test taps and types, as a slow network would.
 */

/**
 * How long the held code may take to load and hydrate once let go: a limit, not what is asserted
 * (on a loaded CI machine it has taken more than the default 5 s).
 */
const APP_STARTS_WITHIN = { timeout: 30_000 };

/** The home page with its code held back, and `text` typed into its search box meanwhile. */
async function typedBeforeHydration(page: Page, text: string) {
  const app = await holdAppCode(page);
  // The load event waits for the held module: only the page's arrival is awaited.
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('combobox', { name: 'Search books' });
  await box.pressSequentially(text);
  return { app, box };
}

test('a tap on Add to Cart before the page has hydrated adds the book once it has', async ({ page }) => {
  const [book] = await booksWithStatus(page.request, 'available', 1);
  if (!book) throw new Error('missing a demo book');
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/cart/add-cart-item')) adds.push(request.url());
  });
  const app = await holdAppCode(page);
  // The load event waits for the held module: only the page's arrival is awaited.
  await page.goto(`/book/${book.Book_Id}`, { waitUntil: 'commit' });
  const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true });
  await add.click();
  // The tap is held, not acted on: no code runs yet, and the element stays the one tapped.
  await add.evaluate((button) => {
    (window as unknown as { tapped: Element }).tapped = button;
  });
  expect(adds).toEqual([]);

  app.release();
  await expectHydrated(add, APP_STARTS_WITHIN.timeout);
  await expect(page.getByText('Added to cart').first()).toBeVisible(APP_STARTS_WITHIN);
  await expect(page.getByRole('link', { name: /1 item in cart/ }).first()).toBeAttached();
  expect(adds).toHaveLength(1);
  // Hydration kept the server's button (its markup matched), so the tap was made on it again.
  expect(await page.evaluate(() => (window as unknown as { tapped: Element }).tapped.isConnected)).toBe(true);

  await page.goto('/order-cart');
  await expect(page.getByRole('heading', { level: 3, name: book.BOOK_TITLE })).toBeVisible();
});

test('text typed into the search box before the page has hydrated stays, and searching finds it', async ({
  page,
}) => {
  const { app, box } = await typedBeforeHydration(page, 'hamid');

  app.release();
  await expectHydrated(box, APP_STARTS_WITHIN.timeout);
  await expect(box).toHaveValue('hamid');
  // The app has the text too, not only the field: Enter searches for it. The text reaches the
  // app a moment after hydration, and Enter on an empty box does nothing, so Enter is pressed
  // until it searches; without the text in the app's state it never does.
  await expect(async () => {
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=hamid$/, { timeout: 1000 });
  }).toPass(APP_STARTS_WITHIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “hamid”' })).toBeVisible();
  await expect(box).toHaveValue('hamid');
});

test('Enter pressed in the search box before the page has hydrated searches once it has', async ({
  page,
}) => {
  const { app, box } = await typedBeforeHydration(page, 'hamid');
  await box.press('Enter');
  // Held: without the app the form would post itself to the home page's own address.
  await expect(page).toHaveURL(/\/$/);

  app.release();
  await expect(page).toHaveURL(/\/search\?keyword=hamid$/, APP_STARTS_WITHIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “hamid”' })).toBeVisible();
});

test('the advanced search filled in and sent before the page has hydrated searches with every field', async ({
  page,
}) => {
  const app = await holdAppCode(page);
  await page.goto('/advance-search', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Advanced search' });
  await form.getByRole('textbox', { name: 'Author' }).fill('Hamid');
  await form.getByRole('textbox', { name: 'From' }).fill('100');
  await form.getByRole('textbox', { name: 'To' }).fill('5000');
  await form.getByRole('button', { name: 'Search' }).click();

  app.release();
  // The app's search, not the form sent natively (Formik's action="#": every field, empty ones too).
  await expect(page).toHaveURL(
    /\/advance-search\?author=Hamid&minPrice=100&maxPrice=5000$/,
    APP_STARTS_WITHIN,
  );
  await expect(page.getByRole('article').first()).toContainText('Hamid');
});

test('a sort order chosen before the search results have hydrated sorts them once they have', async ({
  page,
}) => {
  const app = await holdAppCode(page);
  await page.goto('/search?keyword=hamid', { waitUntil: 'commit' });
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });

  app.release();
  await expect(page).toHaveURL(/sort=price_asc/, APP_STARTS_WITHIN);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
});
