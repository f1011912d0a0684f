import { expect, test } from '@playwright/test';
import { logInThroughDialog, logOut, newShopper, openProfile, registerThroughApi } from './account-helpers';

test('a shopper keeps a profile: address, details, password, and finally deletes the account', async ({
  page,
}) => {
  const shopper = newShopper('Hira');
  await registerThroughApi(page, shopper);
  await page.goto('/');
  await logInThroughDialog(page, shopper.email, shopper.password);
  await expect(page.getByText('Hi, Hira')).toBeVisible();

  // Add an address, from the profile.
  let profile = await openProfile(page);
  await expect(profile.getByText(shopper.email)).toBeVisible();
  await expect(profile.getByText('You have no saved addresses yet.')).toBeVisible();
  await profile.getByRole('button', { name: 'Add New Address' }).click();
  const newAddress = page.getByRole('dialog', { name: 'New Address' });
  await expect(newAddress.getByLabel('Country')).toHaveValue('Pakistan');
  await newAddress.getByRole('button', { name: 'Save Address' }).click();
  await expect(newAddress.getByText('Phone field is required.')).toBeVisible();
  await expect(newAddress.getByText('Province field is required.')).toBeVisible();

  await newAddress.getByLabel('Phone').fill('042 35761234');
  await newAddress.getByLabel('Address').fill('Office 4, Clifton Block 5');
  // The shop does not deliver abroad yet: other countries are listed greyed out, not selectable.
  await expect(newAddress.getByRole('option', { name: 'United Arab Emirates (not yet)' })).toBeDisabled();
  await expect(newAddress.getByRole('option', { name: 'Saudi Arabia (not yet)' })).toBeDisabled();
  await newAddress.getByLabel('Province').selectOption('Sindh');
  await newAddress.getByLabel('City').fill('Karachi');
  await newAddress.getByLabel('Zip Code').fill('75600');
  await newAddress.getByRole('button', { name: 'Save Address' }).click();
  // A landline is refused: the shop takes Pakistani mobile numbers only.
  await expect(newAddress.getByText('Invalid phone number')).toBeVisible();
  await newAddress.getByLabel('Phone').fill('0300 1234567');
  await newAddress.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address created successfully.')).toBeVisible();
  profile = page.getByRole('dialog', { name: 'Your Profile' });
  const saved = profile.getByRole('listitem').filter({ hasText: 'Office 4, Clifton Block 5' });
  await expect(saved).toContainText('Karachi, Sindh, 75600');

  // Update it.
  await saved.getByRole('button', { name: 'Edit' }).click();
  const update = page.getByRole('dialog', { name: 'Update Address' });
  await expect(update.getByLabel('Province')).toHaveValue('Sindh');
  await update.getByLabel('Zip Code').fill('75500');
  await update.getByRole('button', { name: 'Update Address' }).click();
  await expect(profile.getByRole('listitem')).toContainText('Karachi, Sindh, 75500');

  // Edit the profile.
  await profile.getByRole('button', { name: 'Edit Info' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await edit.getByLabel('First Name').fill('Hi');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('The first name should have a minimum length of 3')).toBeVisible();
  await expect(edit.getByText('The phone field is required.')).toBeVisible();
  await edit.getByLabel('First Name').fill('Hira Bibi');
  await edit.getByLabel('Phone').fill('0345 7654321');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated successfully.')).toBeVisible();
  await expect(profile.getByText('+92 345 7654321')).toBeVisible();
  await expect(profile.getByText('Hira Bibi Khan')).toBeVisible();
  await expect(page.getByText('Hi, Hira Bibi')).toBeVisible();

  // Change the password: a wrong current one is refused on its field.
  await profile.getByRole('button', { name: 'Change Password' }).click();
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await change.getByLabel('Current Password').fill('not-it-at-all');
  await change.getByLabel(/^New Password/).fill('newpass12');
  await change.getByLabel('Confirm New Password').fill('newpass12');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(change.getByLabel('Current Password')).toHaveAccessibleDescription(
    'The current password is incorrect.',
  );
  await change.getByLabel('Current Password').fill(shopper.password);
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password change successfully.')).toBeVisible();
  await profile.getByRole('button', { name: 'Close' }).click();

  await logOut(page);
  await logInThroughDialog(page, shopper.email, 'newpass12');
  await expect(page.getByText('Hi, Hira Bibi')).toBeVisible();

  // Delete the account, from a page other than home.
  await page.goto('/card-discounts');
  profile = await openProfile(page);
  await expect(profile.getByRole('listitem')).toContainText('Office 4, Clifton Block 5');
  await profile.getByRole('button', { name: 'Delete Your Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Account' });
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Account deleted successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  // The account is gone: its e-mail can register again.
  const again = await page.request.post('/api/auth/register', {
    data: {
      first_name: 'Hira',
      last_name: 'Khan',
      email: shopper.email,
      password: 'secret12',
      password_confirmation: 'secret12',
    },
  });
  expect(again.status()).toBe(201);
});
