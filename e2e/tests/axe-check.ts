import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

export const PHONE = { width: 360, height: 800 } as const;
export const LAPTOP = { width: 1366, height: 900 } as const;

/** The rules checked: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface FoundViolation {
  id: string;
  impact: string | null;
  targets: string[];
}

/**
 * The serious and critical violations of WCAG 2.x A and AA that axe-core finds on the page as it is now.
 *
 * axe runs in the page itself (its source evaluated there once per document; page.evaluate is
 * not bound by the shop's Content-Security-Policy). @axe-core/playwright, used before, ran the
 * same rules but finished every check in a new blank page after moving every node's result there:
 * 1.6-2.2 s a check of a content page and 5-7 s of the home page on a quiet machine, against
 * 0.3 and 0.8 s here. The shop's pages hold no frames, which that round trip was for. Only the
 * violations are reported back (resultTypes), every rule still runs.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!injected) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags): Promise<FoundViolation[]> => {
    const inPage = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await inPage.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, WCAG_TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
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
