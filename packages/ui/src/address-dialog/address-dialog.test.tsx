import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressDialog, type AddressDialogProps, type AddressField } from './address-dialog';

const fields: readonly AddressField[] = ['phone', 'address', 'country', 'province', 'city', 'zipCode'];

function renderAddress(overrides: Partial<AddressDialogProps> = {}) {
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
  render(<AddressDialog {...props} />);
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
