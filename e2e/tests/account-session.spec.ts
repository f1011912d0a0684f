import { expect, test } from '@playwright/test';
import { logInThroughDialog, logOut, newShopper, registerThroughDialog } from './account-helpers';

test('a shopper registers, logs out and logs in again', async ({ page }) => {
  const shopper = newShopper();
  await page.goto('/card-discounts');
  await registerThroughDialog(page, shopper);
  // The session outlives a reload: it is kept in local storage.
  await page.reload();
  await expect(page.getByText(`Hi, ${shopper.firstName}`)).toBeVisible();

  await logOut(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Hi, ${shopper.firstName}`)).toBeHidden();

  await logInThroughDialog(page, shopper.email, shopper.password);
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden();
  await expect(page.getByText(`Hi, ${shopper.firstName}`)).toBeVisible();
});

test('the login and register forms show the spec’s messages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByText('The email field is required.')).toBeVisible();
  await expect(login.getByText('The password field is required.')).toBeVisible();

  await login.getByRole('button', { name: 'Create an account' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByLabel('First Name').fill('Ayesha2');
  await register.getByLabel('Email').fill('ayesha@');
  await register.getByLabel(/^Password/).fill('12345');
  await register.getByLabel('Confirm Password').fill('1234');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(
    register.getByText('The first name must contain only letters, dots, and hyphens.'),
  ).toBeVisible();
  await expect(register.getByText('Last name field is required')).toBeVisible();
  await expect(register.getByText('Invalid email')).toBeVisible();
  await expect(register.getByText('The Password should have a minimum length of 6')).toBeVisible();
  await expect(register.getByText('The password confirmation does not match.')).toBeVisible();
});

test('a wrong password shows the server’s message under the e-mail and clears the password', async ({
  page,
}) => {
  const shopper = newShopper('Bilal');
  await page.goto('/');
  await registerThroughDialog(page, shopper);
  await logOut(page);

  await logInThroughDialog(page, shopper.email, 'not-my-password');
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login.getByLabel('Email')).toHaveAccessibleDescription(
    'These credentials do not match our records.',
  );
  await expect(login.getByLabel('Password')).toHaveValue('');
});

test('logging in from /logged-out goes to the home page', async ({ page }) => {
  const shopper = newShopper('Sana');
  await page.goto('/');
  await registerThroughDialog(page, shopper);
  await logOut(page);

  await page.goto('/logged-out');
  await logInThroughDialog(page, shopper.email, shopper.password);
  await expect(page.getByText(`Hi, ${shopper.firstName}`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
