import { formatMessage } from '@bookshop/i18n/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../i18n';
import { AddressDialog, type AddressDialogProps, type AddressField } from './address-dialog';

const fields: readonly AddressField[] = ['phone', 'address', 'country', 'province', 'city', 'zipCode'];

function renderAddress(overrides: Partial<AddressDialogProps> = {}, language: 'en' | 'ur' = 'en') {
  const props: AddressDialogProps = {
    open: true,
    mode: 'new',
    values: { phone: '', address: '', country: 'Pakistan', province: '', city: '', zipCode: '' },
    touched: Object.fromEntries(fields.map((field) => [field, true])),
    countries: ['Pakistan', 'United Arab Emirates'],
    provinces: ['Punjab', 'Sindh'],
    cities: ['Lahore'],
    onClose: vi.fn(),
    onSubmit: vi.fn(),
    onFieldChange: vi.fn(),
    onFieldBlur: vi.fn(),
    ...overrides,
  };
  render(
    <MessagesProvider language={language}>
      <AddressDialog {...props} />
    </MessagesProvider>,
  );
  return props;
}

describe('AddressDialog', () => {
  it('is New Address or Update Address', () => {
    renderAddress();
    expect(screen.getByRole('dialog', { name: 'New Address' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeVisible();
  });

  it('is titled Update Address for a saved one', () => {
    renderAddress({ mode: 'update' });
    expect(screen.getByRole('dialog', { name: 'Update Address' })).toBeVisible();
  });

  it('shows every required message of spec section 5', () => {
    renderAddress({
      errors: {
        phone: 'Phone field is required.',
        address: 'Address field is required.',
        country: 'Country field is required.',
        province: 'Province field is required.',
        city: 'City field is required.',
        zipCode: 'Zip code field is required.',
      },
    });
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(
      'Pakistani mobile number, e.g. 0300 1234567 Phone field is required.',
    );
    expect(screen.getByRole('textbox', { name: /Address/ })).toHaveAccessibleDescription(
      'Address field is required.',
    );
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveAccessibleDescription(
      'Country field is required.',
    );
    expect(screen.getByRole('combobox', { name: /Province/ })).toHaveAccessibleDescription(
      'Province field is required.',
    );
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveAccessibleDescription(
      'City field is required.',
    );
    expect(screen.getByRole('textbox', { name: /Zip Code/ })).toHaveAccessibleDescription(
      'Zip code field is required.',
    );
  });

  it('shows an invalid phone and the length bounds', () => {
    renderAddress({
      errors: {
        phone: 'Invalid phone number',
        address: 'The address should have a maximum length of 60',
        zipCode: 'The zip code should have a minimum length of 3',
      },
    });
    for (const message of [
      'Invalid phone number',
      'The address should have a maximum length of 60',
      'The zip code should have a minimum length of 3',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
  });

  it('raises choices of the pickers and the phone', async () => {
    const props = renderAddress();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Province/ }), 'Sindh');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '03');
    expect(props.onFieldChange).toHaveBeenCalledWith('province', 'Sindh');
    expect(props.onFieldChange).toHaveBeenCalledWith('phone', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(props.onSubmit).toHaveBeenCalled();
  });
});

describe('AddressDialog in Urdu', () => {
  const ur = (key: Parameters<typeof formatMessage>[1]) => formatMessage('ur', key);

  it('is titled, labelled and buttoned in Urdu', () => {
    renderAddress({ touched: {} }, 'ur');
    const dialog = screen.getByRole('dialog', { name: 'نیا پتا' });
    expect(within(dialog).getByRole('button', { name: 'پتا محفوظ کریں' })).toBeVisible();
    for (const label of ['موبائل نمبر', 'پتا', 'شہر', 'پوسٹل کوڈ']) {
      expect(
        within(dialog).getByRole(label === 'شہر' ? 'combobox' : 'textbox', { name: label }),
      ).toBeVisible();
    }
    expect(within(dialog).getByRole('combobox', { name: 'ملک' })).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: 'صوبہ' })).toBeVisible();
    expect(within(dialog).getByRole('option', { name: 'صوبہ منتخب کریں' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/Address|Phone|Country|Province|City|Zip/)).toBeNull();
  });

  it('lists a country not delivered to yet with the Urdu note', () => {
    renderAddress({}, 'ur');
    expect(
      screen.getByRole('option', { name: 'United Arab Emirates (یہاں ابھی ڈیلیوری نہیں)' }),
    ).toBeDisabled();
  });

  it('keeps the phone typed and its example left to right', () => {
    renderAddress({ touched: {} }, 'ur');
    const phone = screen.getByRole('textbox', { name: 'موبائل نمبر' });
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone).toHaveAccessibleDescription('پاکستانی موبائل نمبر، مثلاً \u20660300 1234567\u2069');
  });

  it('shows the Urdu messages it is given under their fields', () => {
    renderAddress(
      {
        values: { phone: '0300', address: '', country: 'Pakistan', province: '', city: '', zipCode: '' },
        errors: { phone: ur('address.phoneInvalid'), address: ur('address.addressRequired') },
      },
      'ur',
    );
    expect(screen.getByRole('textbox', { name: 'موبائل نمبر' })).toHaveAccessibleDescription(
      expect.stringContaining('فون نمبر درست نہیں'),
    );
    expect(screen.getByRole('textbox', { name: 'پتا' })).toHaveAccessibleDescription('پتا لازمی ہے۔');
  });
});
