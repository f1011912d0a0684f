import { expect, type Page, test } from '@playwright/test';
import { logInThroughDialog, newShopper, registerThroughApi } from './account-helpers';

interface OutboxEmail {
  to: string;
  subject: string;
  body: string;
}

/** The reset link of the newest e-mail to `email`, from the development outbox. */
async function resetLinkFor(page: Page, email: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
      const { data } = (await response.json()) as { data: { emails: OutboxEmail[] } };
      link = data.emails[0]?.body.match(/https?:\/\/\S*resetPasswordToken=\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link ?? '');
}

test('a shopper who forgot the password resets it through the e-mailed link', async ({ page }) => {
  const shopper = newShopper('Zainab');
  await registerThroughApi(page, shopper);

  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page
    .getByRole('dialog', { name: 'Login' })
    .getByRole('button', { name: 'Forgot your password?' })
    .click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(forgot.getByText('The email field is required.')).toBeVisible();
  await forgot.getByLabel('Email').fill(shopper.email);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText('If an account exists for this e-mail, we have sent a link to reset the password.'),
  ).toBeVisible();
  // The answer's redirectUrl.
  await expect(page).toHaveURL(/\/logged-out$/);

  // The link's host is the configured public address; the path and token are what matter here.
  const link = await resetLinkFor(page, shopper.email);
  await page.goto(link.pathname + link.search);
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(reset).toBeVisible();
  await reset.getByLabel('Email').fill(shopper.email);
  await reset.getByLabel(/^New Password/).fill('fresh-pass1');
  await reset.getByLabel('Confirm New Password').fill('fresh-pass2');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByText('The password confirmation does not match.')).toBeVisible();
  await reset.getByLabel('Confirm New Password').fill('fresh-pass1');
  await reset.getByRole('button', { name: 'Reset Password' }).click();

  // Then the login dialog, for the new password.
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await expect(page).not.toHaveURL(/resetPasswordToken/);
  await login.getByLabel('Email').fill(shopper.email);
  await login.getByLabel('Password').fill('fresh-pass1');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(`Hi, ${shopper.firstName}`)).toBeVisible();

  // The link works once.
  await page.goto(link.pathname + link.search);
  const again = page.getByRole('dialog', { name: 'Reset Password' });
  await again.getByLabel('Email').fill(shopper.email);
  await again.getByLabel(/^New Password/).fill('other-pass1');
  await again.getByLabel('Confirm New Password').fill('other-pass1');
  await again.getByRole('button', { name: 'Reset Password' }).click();
  await expect(again.getByLabel('Email')).toHaveAccessibleDescription(
    'This password reset link is invalid or has expired.',
  );
});

test('the old password no longer works after a reset', async ({ page }) => {
  const shopper = newShopper('Maryam');
  await registerThroughApi(page, shopper);
  await page.request.post('/api/auth/forget-password', { data: { email: shopper.email } });
  const link = await resetLinkFor(page, shopper.email);
  await page.goto(link.pathname + link.search);
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await reset.getByLabel('Email').fill(shopper.email);
  await reset.getByLabel(/^New Password/).fill('brand-new1');
  await reset.getByLabel('Confirm New Password').fill('brand-new1');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Close' }).click();

  await logInThroughDialog(page, shopper.email, shopper.password);
  await expect(page.getByRole('dialog', { name: 'Login' }).getByLabel('Email')).toHaveAccessibleDescription(
    'These credentials do not match our records.',
  );
});
