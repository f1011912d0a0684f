import { expect, test } from '@playwright/test';

test('the first Tab reaches a skip link that moves focus to the page content', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The next Tab goes on inside the page, not back through the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
    true,
  );
});

test('every control in the header, the search box included, shows the same 3 px focus ring', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const rings: string[] = [];
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el?.closest('header, .bk-skip-link')) return null;
      // The search box's ring is drawn round its whole field, which clips the input.
      const drawn = el.matches('.bk-search__input') ? (el.closest('.bk-search__field') ?? el) : el;
      const style = getComputedStyle(drawn);
      return `${el.tagName.toLowerCase()} ${el.textContent?.trim() || el.getAttribute('aria-label') || ''}: ${style.outlineStyle} ${style.outlineWidth}`;
    });
    if (ring) rings.push(ring);
  }
  expect(rings.some((r) => r.startsWith('input'))).toBe(true);
  expect(rings.length).toBeGreaterThan(10);
  for (const ring of rings) expect(ring).toMatch(/: solid 3px$/);
});
