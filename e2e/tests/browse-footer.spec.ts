import { SITE_PATHS } from '@bookshop/domain';
import { expect, test } from '@playwright/test';

test('every footer link opens a real page with its heading', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // The language switch (a link with its own `lang`) goes to this same page in Urdu, wherever it
  // is: urdu-journey.spec.ts follows it.
  const links = await footer
    .locator('a[href^="/"]:not([lang])')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute('href') ?? '', label: a.textContent?.trim() ?? '' })),
    );
  expect(links.length).toBeGreaterThanOrEqual(17);
  await expect(footer.getByText('Leave Feedback')).toHaveAttribute('aria-disabled', 'true');
  await expect(footer.getByText(/9 am to 5 pm on working days/)).toBeVisible();

  for (const { href, label } of links) {
    await footer.getByRole('link', { name: label, exact: true }).first().click();
    await expect(page, `${label} goes to ${href}`).toHaveURL(new RegExp(`${href.replace(/[/-]/g, '\\$&')}$`));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, `${href} has a heading`).toBeVisible();
    await expect(heading).not.toHaveText('Page not found');
    expect(await page.title()).not.toBe('');
    // The gift card page opens its dialog on arrival, once its code has run: waited for and closed
    // before the next footer link (a check of the moment let the dialog open after it, over the footer).
    if (href === SITE_PATHS.giftCard.href()) {
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Escape is heard once the dialog has taken the focus: its effect, which runs after the
      // dialog is first painted, moves the focus in and starts listening for keys in one step.
      // Pressed before (CI, under load), the key went to the page and the dialog stayed open.
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
});

test('every site menu page has its heading, also when opened directly', async ({ page }) => {
  for (const [path, heading] of [
    ['/advance-search', 'Advanced Search'],
    ['/request', 'Request a Book'],
    ['/card-discounts', 'Bank Card Discounts'],
    ['/help', 'Help'],
    ['/contact-us', 'Contact Us'],
    ['/about-us', 'About Us'],
    ['/terms-conditions', 'Terms & Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
