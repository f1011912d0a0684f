import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Back office/ProgressBar',
  component: ProgressBar,
  args: { label: 'Import of catalogue.csv', percent: 42, valueText: '4,200 of 10,000 rows read' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reading: Story = {};
export const Starting: Story = { args: { percent: null, valueText: 'Waiting for the file to be read…' } };
export const Done: Story = {
  args: { percent: 100, valueText: '10,000 rows: 9,980 added, 20 refused', tone: 'done' },
};
export const Failed: Story = {
  args: { percent: 64, valueText: 'The import stopped; the catalogue is as it was.', tone: 'failed' },
};
