import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from './shop-routes';

/**
 * axe-core over every public route at a phone's and a laptop's width: no serious or critical
 * violation of WCAG 2.x A and AA. One page load and one axe run per route and width, so the
 * whole file stays around a minute or two.
 */
const WIDTHS = [
  { name: 'phone', width: 360, height: 800 },
  { name: 'laptop', width: 1366, height: 900 },
] as const;

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const route of PUBLIC_ROUTES) {
      test(`${route.name} has no serious or critical axe violation`, async ({ page, request }) => {
        await page.goto(await route.path(request));
        // The page's own content has arrived (not the loading state) before axe looks.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      });
    }
  });
}
