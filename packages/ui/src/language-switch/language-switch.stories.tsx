import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanguageSwitch } from './language-switch';

const meta = {
  title: 'Navigation/LanguageSwitch',
  component: LanguageSwitch,
  args: { path: '/search?q=ghalib' },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;

type Story = StoryObj<typeof meta>;

/** On an English page it offers Urdu (switch the toolbar's language to see it offer English). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link.getAttribute('href')).toMatch(/search\?q=ghalib$/);
  },
};
