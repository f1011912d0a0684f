import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const PHONE = { width: 360, height: 800 } as const;
export const LAPTOP = { width: 1366, height: 900 } as const;

/** The serious and critical violations of WCAG 2.x A and AA that axe-core finds on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page as it is now, at 360 px (no sideways scroll either) and then at 1366 px. */
export async function checkBothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: sideways scroll at 360 px`).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page), `${name} at 360 px`).toEqual([]);
  await page.setViewportSize(LAPTOP);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await seriousViolations(page), `${name} at 1366 px`).toEqual([]);
}
