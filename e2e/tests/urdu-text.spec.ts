import { expect, test } from '@playwright/test';
import { expectHydrated, holdAppCode } from './hydration';
import { englishBookPath, URDU_TITLE, urduBookPath } from './shop-routes';

const NASTALIQ = 'Noto Nastaliq Urdu';

/** The load status of the Nastaliq web font's faces on the page ('unloaded' until needed). */
async function nastaliqStatus(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(
    (family) =>
      // FontFaceSet is iterable in every browser; the e2e lib types (ES2022, DOM) do not say so.
      Array.from(document.fonts as unknown as Iterable<FontFace>)
        .filter((face) => face.family.replaceAll('"', '') === family)
        .map((face) => face.status),
    NASTALIQ,
  );
}

test('an Urdu book page marks its title, author and description Urdu and sets them right to left in Nastaliq', async ({
  page,
  request,
}) => {
  await page.goto(await urduBookPath(request));
  const title = page.getByRole('heading', { level: 1, name: URDU_TITLE });
  await expect(title).toHaveAttribute('lang', 'ur');
  await expect(title).toHaveAttribute('dir', 'rtl');
  await expect(title).toHaveCSS('direction', 'rtl');
  // Reads right to left: the text hugs the right edge of its line, as the description under it does.
  const [line, text] = await title.evaluate((h1) => {
    const range = document.createRange();
    range.selectNodeContents(h1);
    const box = h1.getBoundingClientRect();
    const glyphs = range.getBoundingClientRect();
    return [box.right, glyphs.right];
  });
  expect(Math.abs(line - text)).toBeLessThan(2);
  await expect(page.getByText('مرزا اسد اللہ خان غالب')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('.book-detail__description')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Nastaliq with room between its lines, from the web font, which this page has loaded.
  await expect(title).toHaveCSS('font-family', new RegExp(`^"?${NASTALIQ}`));
  const { lineHeight, fontSize } = await page.locator('.book-detail__description').evaluate((p) => ({
    lineHeight: getComputedStyle(p).lineHeight,
    fontSize: getComputedStyle(p).fontSize,
  }));
  expect(Number.parseFloat(lineHeight) / Number.parseFloat(fontSize)).toBeCloseTo(2, 1);
  await expect.poll(() => nastaliqStatus(page)).toContain('loaded');
  expect(await page.evaluate((family) => document.fonts.check(`16px "${family}"`, 'غالب'), NASTALIQ)).toBe(
    true,
  );
});

test('an Urdu page asks for the Nastaliq font only once hydrated: before, its cover and code have the line to themselves', async ({
  page,
  request,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' && /nastaliq/i.test(r.url())) fontRequests.push(r.url());
  });
  // The page's code held back: the server's HTML stays as it came, unhydrated.
  const app = await holdAppCode(page);
  const path = `/ur${await urduBookPath(request)}`;
  // Not 'domcontentloaded': that waits for the page's module scripts, held here.
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-urdu-font', 'later');
  const title = page.getByRole('heading', { level: 1, name: URDU_TITLE });
  await expect(title).toBeVisible();
  await expect(title).not.toHaveCSS('font-family', new RegExp(`${NASTALIQ}`));
  expect(fontRequests).toEqual([]);

  app.release();
  await expectHydrated(title);
  await expect(page.locator('html')).not.toHaveAttribute('data-urdu-font');
  await expect(title).toHaveCSS('font-family', new RegExp(`^"?${NASTALIQ}`));
  await expect.poll(() => nastaliqStatus(page)).toContain('loaded');
  expect(fontRequests).toHaveLength(1);
});

test('an English page does not download the Urdu web font', async ({ page, request }) => {
  const fontRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' && /nastaliq/i.test(r.url())) fontRequests.push(r.url());
  });
  await page.goto(await englishBookPath(request));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
  await page.waitForLoadState('networkidle');
  expect(await nastaliqStatus(page)).not.toContain('loaded');
  expect(fontRequests).toEqual([]);
});

test('Urdu titles and authors in cards and suggestions are marked Urdu, right to left', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search books' });
  await box.fill('غالب');
  const option = page.getByRole('option', { name: new RegExp(URDU_TITLE) });
  await expect(option.getByText(URDU_TITLE, { exact: true })).toHaveAttribute('lang', 'ur');
  await box.press('Enter');
  const card = page.getByRole('article', { name: URDU_TITLE });
  await expect(card.getByRole('heading', { name: URDU_TITLE })).toHaveAttribute('lang', 'ur');
  await expect(card.getByRole('heading', { name: URDU_TITLE })).toHaveAttribute('dir', 'rtl');
  await expect(card.getByText('مرزا اسد اللہ خان غالب')).toHaveAttribute('lang', 'ur');
});
