import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { allTouched, StatefulForm } from '../fixtures/story-form';
import { AddressDialog } from './address-dialog';

const empty = { phone: '', address: '', country: 'Pakistan', province: '', city: '', zipCode: '' };

const meta = {
  title: 'Account/AddressDialog',
  component: AddressDialog,
  render: (args) => <StatefulForm component={AddressDialog} {...args} />,
  args: {
    open: true,
    mode: 'new',
    values: empty,
    countries: ['Pakistan', 'United Arab Emirates', 'United Kingdom'],
    provinces: ['Punjab', 'Sindh', 'Khyber Pakhtunkhwa', 'Balochistan', 'Islamabad Capital Territory'],
    cities: ['Lahore', 'Faisalabad', 'Rawalpindi', 'Multan'],
    onClose: fn(),
    onSubmit: fn(),
    onFieldChange: fn(),
    onFieldBlur: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AddressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewAddress: Story = {};

export const UpdateAddress: Story = {
  args: {
    mode: 'update',
    values: {
      phone: '+923001234567',
      address: '12 Mall Road',
      country: 'Pakistan',
      province: 'Punjab',
      city: 'Lahore',
      zipCode: '54000',
    },
  },
};

export const Required: Story = {
  args: {
    values: { ...empty, country: '' },
    errors: {
      phone: 'Phone field is required.',
      address: 'Address field is required.',
      country: 'Country field is required.',
      province: 'Province field is required.',
      city: 'City field is required.',
      zipCode: 'Zip code field is required.',
    },
    touched: allTouched(['phone', 'address', 'country', 'province', 'city', 'zipCode']),
  },
};

export const Invalid: Story = {
  args: {
    values: { ...empty, phone: '042 35761234', address: 'ab', province: 'Punjab', city: 'La', zipCode: '54' },
    errors: {
      phone: 'Invalid phone number',
      address: 'The address should have a minimum length of 3',
      city: 'The city should have a minimum length of 3',
      zipCode: 'The zip code should have a minimum length of 3',
    },
    touched: allTouched(['phone', 'address', 'country', 'province', 'city', 'zipCode']),
  },
};

export const LoadingLists: Story = { args: { provinces: null, cities: null } };
