import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PhoneField, type PhoneFieldProps } from './phone-field';

function ControlledPhone(props: PhoneFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PhoneField
      {...props}
      value={value}
      onValueChange={(next) => {
        props.onValueChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  render: (args) => <ControlledPhone {...args} />,
  args: { name: 'phone', value: '', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '0300 1234567' } };

/** A landline is refused by the form: only mobile numbers reach couriers by SMS. */
export const Invalid: Story = { args: { value: '042 35761234', error: 'Invalid phone number' } };

export const Required: Story = { args: { required: true, error: 'Phone field is required.' } };
