import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { type LocationField, LocationPickers, type LocationPickersProps } from './location-pickers';

const PROVINCES: Record<string, readonly string[]> = {
  Pakistan: ['Punjab', 'Sindh', 'Khyber Pakhtunkhwa', 'Balochistan', 'Islamabad Capital Territory'],
  'United Arab Emirates': ['Abu Dhabi', 'Dubai', 'Sharjah'],
};
const CITIES: Record<string, readonly string[]> = {
  Punjab: ['Lahore', 'Faisalabad', 'Rawalpindi', 'Multan'],
  Sindh: ['Karachi', 'Hyderabad', 'Sukkur'],
};

// Cascades like the web app's container: a new country clears province and city, a new province the city.
function CascadingPickers(props: LocationPickersProps) {
  const [values, setValues] = useState(props.values);
  const change = (field: LocationField, value: string) => {
    props.onFieldChange(field, value);
    setValues((old) =>
      field === 'country'
        ? { country: value, province: '', city: '' }
        : field === 'province'
          ? { ...old, province: value, city: '' }
          : { ...old, city: value },
    );
  };
  // The story's `provinces: null` stands for lists still loading.
  const loading = props.provinces === null;
  return (
    <LocationPickers
      {...props}
      values={values}
      provinces={loading ? null : (PROVINCES[values.country] ?? [])}
      cities={loading ? null : (CITIES[values.province] ?? [])}
      onFieldChange={change}
    />
  );
}

const meta = {
  title: 'Forms/LocationPickers',
  component: LocationPickers,
  render: (args) => <CascadingPickers {...args} />,
  args: {
    values: { country: 'Pakistan', province: '', city: '' },
    countries: ['Pakistan', 'United Arab Emirates', 'Canada'],
    provinces: [],
    cities: [],
    required: true,
    onFieldChange: fn(),
    onFieldBlur: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LocationPickers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pakistan first; pick a province, then a city from the suggestions or any town. */
export const Cascading: Story = {};

export const Chosen: Story = {
  args: { values: { country: 'Pakistan', province: 'Sindh', city: 'Karachi' } },
};

export const Loading: Story = { args: { provinces: null, cities: null } };

export const WithErrors: Story = {
  args: {
    values: { country: 'Pakistan', province: '', city: '' },
    errors: { province: 'Province field is required.', city: 'City field is required.' },
    touched: { province: true, city: true },
  },
};
