import { expect, type Locator, type Page, test } from '@playwright/test';
import { logInThroughDialog, newShopper, openProfile, registerThroughApi } from './account-helpers';

/** Phone (narrowest the shop supports), tablet and laptop. */
const WIDTHS = [320, 768, 1366] as const;

/** Every field, its label and every button lies wholly inside the dialog's box. */
async function expectEveryFieldInside(dialog: Locator) {
  await expect(dialog).toBeVisible();
  const outside = await dialog.evaluate((root) => {
    const edge = root.getBoundingClientRect();
    return Array.from(root.querySelectorAll<HTMLElement>('input, select, textarea, button, label'))
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.left < edge.left - 0.5 || box.right > edge.right + 0.5)
      .map(
        ({ el, box }) =>
          `${el.tagName.toLowerCase()} "${el.getAttribute('name') ?? el.textContent?.trim()}" ${Math.round(box.left)}–${Math.round(box.right)} outside ${Math.round(edge.left)}–${Math.round(edge.right)}`,
      );
  });
  expect(outside).toEqual([]);
  // And the dialog itself fits the screen.
  const { x, width } = (await dialog.boundingBox())!;
  const viewport = dialog.page().viewportSize()!;
  expect(x).toBeGreaterThanOrEqual(0);
  expect(x + width).toBeLessThanOrEqual(viewport.width);
}

async function openRegister(page: Page) {
  const desktopRegister = page.getByRole('button', { name: 'Register', exact: true });
  if (await desktopRegister.isVisible()) {
    await desktopRegister.click();
  } else {
    await page.getByRole('button', { name: 'Login/Register' }).click();
    await page
      .getByRole('dialog', { name: 'Login' })
      .getByRole('button', { name: 'Create an account' })
      .click();
  }
  return page.getByRole('dialog', { name: 'Register' });
}

for (const width of WIDTHS) {
  test(`at ${width} px every field of Login and Register lies inside its dialog`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const register = await openRegister(page);
    await expectEveryFieldInside(register);
    // With the error messages under the fields, the longest text of the form.
    await register.getByRole('button', { name: 'Register' }).click();
    await expect(register.getByText('Last name field is required')).toBeVisible();
    await expectEveryFieldInside(register);
    await page.keyboard.press('Escape');

    const loginButton = page.getByRole('button', {
      name: width >= 992 ? 'Login' : 'Login/Register',
      exact: true,
    });
    await loginButton.click();
    await expectEveryFieldInside(page.getByRole('dialog', { name: 'Login' }));
  });

  test(`at ${width} px every field of the New Address dialog lies inside it`, async ({ page }) => {
    const shopper = newShopper('Sana');
    await registerThroughApi(page, shopper);
    await page.goto('/');
    await logInThroughDialog(page, shopper.email, shopper.password);
    await expect(page.getByText('Hi, Sana')).toBeVisible();
    await page.setViewportSize({ width, height: 800 });
    const profile = await openProfile(page);
    await expectEveryFieldInside(profile);
    await profile.getByRole('button', { name: 'Add New Address' }).click();
    const address = page.getByRole('dialog', { name: 'New Address' });
    await expect(address.getByLabel('Province')).toBeEnabled();
    await expectEveryFieldInside(address);
    await address.getByRole('button', { name: 'Save Address' }).click();
    await expect(address.getByText('City field is required.')).toBeVisible();
    await expectEveryFieldInside(address);
  });
}
