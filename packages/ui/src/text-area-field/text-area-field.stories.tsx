import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextAreaField } from './text-area-field';

const meta = {
  title: 'Back office/TextAreaField',
  component: TextAreaField,
  args: { label: 'Reason', hint: 'The shopper is e-mailed this.', defaultValue: '' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithError: Story = {
  args: { label: 'Reply to the shopper', hint: undefined, error: 'Write the reply the shopper will get.' },
};
