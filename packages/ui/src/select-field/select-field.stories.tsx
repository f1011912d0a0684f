import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { SelectField, type SelectFieldProps } from './select-field';

function ControlledSelect(props: SelectFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SelectField
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
  title: 'Forms/SelectField',
  component: SelectField,
  render: (args) => <ControlledSelect {...args} />,
  args: {
    label: 'Province',
    value: '',
    placeholder: 'Select a province',
    options: ['Punjab', 'Sindh', 'Khyber Pakhtunkhwa', 'Balochistan'].map((name) => ({
      value: name,
      label: name,
    })),
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Chosen: Story = { args: { value: 'Sindh' } };

export const WithError: Story = { args: { required: true, error: 'Province field is required.' } };

export const Disabled: Story = { args: { disabled: true, placeholder: 'Loading…' } };
