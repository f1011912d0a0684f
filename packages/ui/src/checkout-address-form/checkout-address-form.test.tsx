import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutAddressForm } from './checkout-address-form';

const values = {
  firstName: 'Ayesha',
  lastName: 'Khan',
  phone: '0300 1234567',
  address: '12 Mall Road',
  country: 'Pakistan',
  province: '',
  city: '',
  zipCode: '54000',
};

describe('CheckoutAddressForm', () => {
  it('asks for names, phone, address, the Country, Province and City pickers and Zip Code', async () => {
    const onFieldChange = vi.fn();
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    render(
      <CheckoutAddressForm
        kind="billing"
        values={values}
        countries={['Pakistan']}
        provinces={['Punjab', 'Sindh']}
        cities={['Lahore']}
        onFieldChange={onFieldChange}
        onSubmit={onSubmit}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('form', { name: 'Add Billing Address' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('Ayesha');
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('Pakistan');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Province/ }), 'Sindh');
    expect(onFieldChange).toHaveBeenCalledWith('province', 'Sindh');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
