import { formatMessage, type MessageKey, type MessageValues } from '@bookshop/i18n/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ayesha, fakeServer, homeAddress, renderAccount } from '../../test/app-test-utils';

afterEach(() => {
  // Unmounted first, so nothing still mounted fetches through the real network.
  cleanup();
  vi.unstubAllGlobals();
});

/** The Urdu catalogue's words for a key: what an Urdu page must show. */
const ur = (key: MessageKey, values?: MessageValues) => formatMessage('ur', key, values);

// The field names as an Urdu page labels them (the required mark follows the label's text).
const phoneField = () => screen.getByRole('textbox', { name: /^موبائل نمبر/ });
const province = () => screen.getByRole('combobox', { name: /^صوبہ/ });

describe('Register on an Urdu page', () => {
  it('says what is missing or wrong in Urdu, from the catalogue', async () => {
    fakeServer({});
    renderAccount({ dialog: 'register', language: 'ur' });
    await screen.findByRole('dialog', { name: 'رجسٹر کریں' });
    await userEvent.type(screen.getByRole('textbox', { name: /^ای میل/ }), 'ayesha@');
    await userEvent.type(screen.getByLabelText(/^پاس ورڈ \*/), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'رجسٹر کریں' }));
    expect(await screen.findByText(ur('profile.firstNameRequired'))).toBeVisible();
    expect(screen.getByText(ur('profile.lastNameRequired'))).toBeVisible();
    expect(screen.getByText(ur('account.emailInvalid'))).toBeVisible();
    expect(screen.getByText(ur('account.passwordMin', { min: 6 }))).toBeVisible();
    expect(screen.queryByText(/required|Invalid|minimum/)).toBeNull();
  });

  it('keeps the e-mail typed left to right', async () => {
    fakeServer({});
    renderAccount({ dialog: 'register', language: 'ur' });
    await screen.findByRole('dialog', { name: 'رجسٹر کریں' });
    expect(screen.getByRole('textbox', { name: /^ای میل/ })).toHaveAttribute('dir', 'ltr');
  });
});

describe('A wrong phone on an Urdu page', () => {
  // Registration asks no phone (spec section 5); a new shopper gives it in the profile or an address.
  it('is refused in Urdu by the profile form', async () => {
    fakeServer({});
    renderAccount({ dialog: 'edit-profile', user: ayesha, language: 'ur' });
    await screen.findByRole('dialog', { name: 'پروفائل میں تبدیلی' });
    await userEvent.clear(phoneField());
    await userEvent.type(phoneField(), '042 35761234');
    await userEvent.click(screen.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }));
    expect(await screen.findByText(ur('address.phoneInvalid'))).toBeVisible();
    expect(screen.queryByText('Invalid phone number')).toBeNull();
  });

  it('is refused in Urdu by the address form, whose other messages are Urdu too', async () => {
    fakeServer({});
    renderAccount({ dialog: 'new-address', user: ayesha, language: 'ur' });
    await screen.findByRole('dialog', { name: 'نیا پتا' });
    await waitFor(() => expect(province()).toBeEnabled());
    await userEvent.clear(phoneField());
    await userEvent.type(phoneField(), '+44 7911 123456');
    await userEvent.click(screen.getByRole('button', { name: 'پتا محفوظ کریں' }));
    expect(await screen.findByText(ur('address.phoneInvalid'))).toBeVisible();
    expect(screen.getByText(ur('address.addressRequired'))).toBeVisible();
    expect(screen.getByText(ur('address.zipCodeRequired'))).toBeVisible();
    expect(phoneField()).toHaveAttribute('dir', 'ltr');
  });
});

describe('Login on an Urdu page', () => {
  it('asks in Urdu, says what is missing in Urdu and leads to the Urdu forgot-password dialog', async () => {
    fakeServer({});
    renderAccount({ dialog: 'login', language: 'ur' });
    await screen.findByRole('dialog', { name: 'لاگ اِن' });
    await userEvent.click(screen.getByRole('button', { name: 'لاگ اِن کریں' }));
    expect(await screen.findByText(ur('account.emailRequired'))).toBeVisible();
    expect(screen.getByText(ur('account.passwordRequired'))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'پاس ورڈ بھول گئے؟' }));
    expect(await screen.findByRole('dialog', { name: 'پاس ورڈ بھول گئے؟' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ری سیٹ لنک بھیجیں' })).toBeVisible();
  });

  it('shows the server’s refusal as the server words it (in the page’s language already)', async () => {
    const refusal = 'یہ ای میل اور پاس ورڈ ہمارے ریکارڈ سے نہیں ملتے۔';
    fakeServer({ 'POST /api/auth/login': { status: 401, body: { error: refusal } } });
    renderAccount({ dialog: 'login', language: 'ur' });
    await userEvent.type(await screen.findByRole('textbox', { name: /^ای میل/ }), 'ayesha@example.pk');
    await userEvent.type(screen.getByLabelText(/^پاس ورڈ/), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'لاگ اِن کریں' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^ای میل/ })).toHaveAccessibleDescription(refusal),
    );
  });
});

describe('Saving an address on an Urdu page', () => {
  it('says so in Urdu and returns to the Urdu profile', async () => {
    fakeServer({
      'GET /api/addresses': { body: { data: { addresses: [homeAddress] } } },
      'GET /api/auth/me': { body: { data: { user: ayesha } } },
      'POST /api/addresses': { status: 201, body: { success: true, data: { address: homeAddress } } },
    });
    renderAccount({ dialog: 'new-address', user: ayesha, language: 'ur' });
    await screen.findByRole('dialog', { name: 'نیا پتا' });
    await waitFor(() => expect(province()).toBeEnabled());
    await userEvent.type(screen.getByRole('textbox', { name: /^پتا/ }), '12 Mall Road');
    await userEvent.selectOptions(province(), 'Punjab');
    await userEvent.type(screen.getByLabelText(/^شہر/), 'Lahore');
    await userEvent.type(screen.getByRole('textbox', { name: /^پوسٹل کوڈ/ }), '54000');
    await userEvent.click(screen.getByRole('button', { name: 'پتا محفوظ کریں' }));
    expect(await screen.findByText(ur('account.toast.addressSaved'))).toBeVisible();
    expect(await screen.findByRole('dialog', { name: 'آپ کی پروفائل' })).toBeVisible();
  });
});
