import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allTouched, StatefulForm } from '../fixtures/story-form';
import { CheckoutAddressForm } from './checkout-address-form';

const empty = {
  firstName: '',
  lastName: '',
  phone: '',
  address: '',
  country: 'Pakistan',
  province: '',
  city: '',
  zipCode: '',
};

const meta = {
  title: 'Checkout/CheckoutAddressForm',
  component: CheckoutAddressForm,
  render: (args) => <StatefulForm component={CheckoutAddressForm} {...args} />,
  args: {
    kind: 'shipping',
    values: empty,
    countries: ['Pakistan', 'United Arab Emirates', 'United Kingdom'],
    provinces: ['Punjab', 'Sindh', 'Khyber Pakhtunkhwa', 'Balochistan', 'Islamabad Capital Territory'],
    cities: ['Lahore', 'Faisalabad', 'Rawalpindi', 'Multan'],
    onCancel: fn(),
    onSubmit: fn(),
    onFieldChange: fn(),
    onFieldBlur: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutAddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddShippingAddress: Story = {};

export const AddBillingAddress: Story = { args: { kind: 'billing' } };

export const Required: Story = {
  args: {
    errors: {
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      phone: 'Phone field is required.',
      address: 'Address field is required.',
      province: 'Province field is required.',
      city: 'City field is required.',
      zipCode: 'Zip code field is required.',
    },
    touched: allTouched(['firstName', 'lastName', 'phone', 'address', 'province', 'city', 'zipCode']),
  },
};

/** Province is chosen from the list and the city from its suggestions, as in New Address. */
export const ShopperFillsIn: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Province/ }), 'Punjab');
    await expect(args.onFieldChange).toHaveBeenCalledWith('province', 'Punjab');
    await userEvent.type(canvas.getByRole('combobox', { name: /City/ }), 'Lahore');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
