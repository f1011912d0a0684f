import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type OrderLookupField, OrderLookupForm, type OrderLookupFormProps } from './order-lookup-form';

// Keeps the typed values as the web app's Formik does.
function WithValues(props: OrderLookupFormProps) {
  const [values, setValues] = useState(props.values);
  return (
    <OrderLookupForm
      {...props}
      values={values}
      onFieldChange={(field: OrderLookupField, value: string) => {
        props.onFieldChange(field, value);
        setValues((current) => ({ ...current, [field]: value }));
      }}
    />
  );
}

const meta = {
  title: 'Orders/OrderLookupForm',
  component: OrderLookupForm,
  render: (args) => <WithValues {...args} />,
  args: {
    values: { orderId: '', email: '', phone: '' },
    onFieldChange: fn(),
    onFieldBlur: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof OrderLookupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** No such order, or not with that e-mail: the same words either way. */
export const NotFound: Story = {
  args: {
    values: { orderId: '1024', email: 'someone@example.pk', phone: '' },
    error: 'We could not find an order with that number and e-mail address or phone number.',
  },
};

export const Looking: Story = {
  args: { values: { orderId: '1024', email: 'ayesha@example.pk', phone: '' }, busy: true },
};

/** A shopper types the number and e-mail from the confirmation and looks the order up. */
export const ShopperLooksUp: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Order number/ }), '1024');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ayesha@example.pk');
    await userEvent.click(canvas.getByRole('button', { name: 'Find My Order' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
