import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { homeAddress, officeAddress } from '../fixtures/addresses';
import { AddressCards, type AddressCardsProps } from './address-cards';

// Selects like the checkout panel does.
function Selecting(props: AddressCardsProps) {
  const [selectedId, setSelectedId] = useState(props.selectedId);
  return (
    <AddressCards
      {...props}
      selectedId={selectedId}
      onSelect={(address) => {
        props.onSelect(address);
        setSelectedId(address.id);
      }}
    />
  );
}

const meta = {
  title: 'Checkout/AddressCards',
  component: AddressCards,
  render: (args) => <Selecting {...args} />,
  args: {
    name: 'shipping-address',
    label: 'Shipping address',
    addresses: [homeAddress, officeAddress],
    selectedId: homeAddress.id,
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first address is selected, as the checkout selects it automatically. */
export const FirstSelected: Story = {};

export const Empty: Story = { args: { addresses: [], selectedId: null } };

/** Exactly one card is selected: choosing the office address unselects home. */
export const ShopperChoosesAnother: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Clifton Block 5/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(officeAddress);
    await expect(canvas.getByRole('radio', { name: /Clifton Block 5/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /12 Mall Road/ })).not.toBeChecked();
  },
};
