import type { OutboxResponse, StaffRole } from '@bookshop/domain';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { addBookAndOpenCheckout, choosePayment, placeOrderAndConfirm } from './checkout-helpers';

/** Every staff password of these tests: 12 characters at least. */
export const STAFF_PASSWORD = 'counter laptop 2026';

export interface TestStaff {
  email: string;
  role: StaffRole;
  /** The one-time set-up link's path and query, to open on this server. */
  setupPath: string;
}

function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The path and query of a link the shop wrote with its public address (localhost), for this server. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}

/**
 * A staff account no other test uses, made as `cli staff add <email> --role <role>` makes one,
 * through the development route (the e2e shop's database is in memory, out of a CLI's reach).
 */
export async function makeStaff(request: APIRequestContext, role: StaffRole): Promise<TestStaff> {
  const email = `${role}.${unique()}@bookshop.example.pk`;
  const response = await request.post('/api/dev/staff', { data: { email, role } });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { setup_link: string } };
  return { email, role, setupPath: pathOf(data.setup_link) };
}

/** The authenticator app's current code for a set-up key (the same library the shop checks it with). */
export function totpCode(secret: string): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}

/**
 * The staff member's first visit: the set-up link's page sets the password, then the first
 * sign-in (password, then "Set up my authenticator app") shows the QR code and the key, and the
 * app's first code signs in. Gives the key, for later codes.
 */
export async function setUpAndSignIn(page: Page, staff: TestStaff): Promise<string> {
  await page.goto(staff.setupPath);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(page.getByText(staff.email)).toBeVisible();
  await page.getByLabel(/^New password/).fill(STAFF_PASSWORD);
  await page.getByLabel(/^Confirm the password/).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is set.');
  await page.getByRole('link', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /E-mail/ })).toHaveValue(staff.email);
  await page.getByLabel(/^Password/).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Set up my authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.getByText(/^[A-Z2-7]{16,}$/).textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByRole('textbox', { name: /Authenticator code/ }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Finish set-up and sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return secret;
}

/** A Pakistani mobile number no other test's order has, as a shopper types it ("0321 4567890"). */
export function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return `0321 ${digits}`;
}

/** The same number as the shop stores it (E.164). */
export function e164(phone: string): string {
  return `+92${phone.replace(/\s/g, '').slice(1)}`;
}

/**
 * A guest orders a book to Mall Road, Lahore, giving their own e-mail and phone, and pays with
 * `method` (the checkout's label); the confirmation page is open when it returns.
 */
export async function guestOrders(
  page: Page,
  method: 'Cash' | 'Bank Transfer',
): Promise<{ orderId: number; email: string; phone: string; title: string }> {
  const email = `desk.${unique()}@example.pk`;
  const phone = uniquePhone();
  const { title } = await addBookAndOpenCheckout(page);
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByRole('button', { name: 'Add New Address' }).click();
  const form = checkout.getByRole('form', { name: 'Add Shipping Address' });
  await form.getByLabel('First Name').fill('Sana');
  await form.getByLabel('Last Name').fill('Mirza');
  await form.getByLabel('Phone').fill(phone);
  await form.getByLabel(/^Address/).fill('12 Mall Road');
  await form.getByLabel('Province').selectOption('Punjab');
  await form.getByLabel('City').fill('Lahore');
  await form.getByLabel('Zip Code').fill('54000');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(form).toBeHidden();
  await checkout.getByRole('textbox', { name: 'Email' }).fill(email);
  await choosePayment(checkout, method);
  const orderId = await placeOrderAndConfirm(page, checkout);
  return { orderId, email, phone, title };
}

/** The e-mails the shop wrote to `email`, newest first, from the development outbox. */
export async function outbox(request: APIRequestContext, email: string) {
  const response = await request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as OutboxResponse).data.emails;
}

/** The staff session's token this tab signed in with, for moving an order on through the admin API. */
export async function staffToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('bookshop.staff-session') ?? '{}') as { token?: string }).token,
  );
  if (!token) throw new Error('this tab is not signed in to the back office');
  return token;
}
