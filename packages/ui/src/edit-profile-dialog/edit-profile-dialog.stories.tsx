import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { allTouched, StatefulForm } from '../fixtures/story-form';
import { EditProfileDialog } from './edit-profile-dialog';

const all = allTouched(['first_name', 'last_name', 'phone']);

const meta = {
  title: 'Account/EditProfileDialog',
  component: EditProfileDialog,
  render: (args) => <StatefulForm component={EditProfileDialog} {...args} />,
  args: {
    open: true,
    values: { first_name: 'Ayesha', last_name: 'Khan', phone: '+923001234567' },
    onClose: fn(),
    onSubmit: fn(),
    onFieldChange: fn(),
    onFieldBlur: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EditProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Required: Story = {
  args: {
    values: { first_name: '', last_name: '', phone: '' },
    errors: {
      first_name: 'First name field is required',
      last_name: 'Last name field is required',
      phone: 'The phone field is required.',
    },
    touched: all,
  },
};

export const Invalid: Story = {
  args: {
    values: { first_name: 'Al', last_name: 'Khan1', phone: '042 35761234' },
    errors: {
      first_name: 'The first name should have a minimum length of 3',
      last_name: 'The last name must contain only letters, dots, and hyphens.',
      phone: 'Invalid phone number',
    },
    touched: all,
  },
};

export const Busy: Story = { args: { busy: true } };
