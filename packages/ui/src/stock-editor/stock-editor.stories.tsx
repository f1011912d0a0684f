import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StockEditor } from './stock-editor';

const meta = {
  title: 'Back office/StockEditor',
  component: StockEditor,
  args: { itemName: 'Aag ka Darya', stock: 0, stockStatus: 'out_of_stock', onSave: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StockEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OutOfStock: Story = {};
export const BackInStock: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const count = canvas.getByRole('textbox', { name: 'Stock of Aag ka Darya' });
    await userEvent.clear(count);
    await userEvent.type(count, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save stock of Aag ka Darya' }));
    await expect(args.onSave).toHaveBeenCalledWith({ stock: '12' });
  },
};
export const Saved: Story = {
  args: { stock: 12, stockStatus: 'available', message: 'Saved; 3 back-in-stock e-mails sent.' },
};
export const Refused: Story = {
  args: { error: 'The stock is a whole number of copies, from 0 to 1,000,000.' },
};
export const AtPhoneWidth: Story = {
  args: { stock: 4, stockStatus: 'available' },
  decorators: [
    (Story) => (
      <div style={{ width: 296 }}>
        <Story />
      </div>
    ),
  ],
};
