import { expect, type Page } from '@playwright/test';

export interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A shopper no other test uses: the server keeps every account for the whole run. */
export function newShopper(firstName = 'Ayesha'): Shopper {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName,
    lastName: 'Khan',
    email: `${firstName.toLowerCase()}.${unique}@example.pk`,
    password: 'secret12',
  };
}

export async function registerThroughDialog(page: Page, shopper: Shopper): Promise<void> {
  await page.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('First Name').fill(shopper.firstName);
  await dialog.getByLabel('Last Name').fill(shopper.lastName);
  await dialog.getByLabel('Email').fill(shopper.email);
  await dialog.getByLabel(/^Password/).fill(shopper.password);
  await dialog.getByLabel('Confirm Password').fill(shopper.password);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Hi, ${shopper.firstName}`)).toBeVisible();
}

/** Registers through the API, for tests about something else. */
export async function registerThroughApi(page: Page, shopper: Shopper): Promise<void> {
  const response = await page.request.post('/api/auth/register', {
    data: {
      first_name: shopper.firstName,
      last_name: shopper.lastName,
      email: shopper.email,
      password: shopper.password,
      password_confirmation: shopper.password,
    },
  });
  expect(response.status()).toBe(201);
}

export async function logInThroughDialog(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
}

export async function chooseFromAccountMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Your Account' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

export async function logOut(page: Page): Promise<void> {
  await chooseFromAccountMenu(page, 'Log Out');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

export async function openProfile(page: Page) {
  await chooseFromAccountMenu(page, 'Edit/Update Profile');
  const profile = page.getByRole('dialog', { name: 'Your Profile' });
  await expect(profile).toBeVisible();
  return profile;
}
