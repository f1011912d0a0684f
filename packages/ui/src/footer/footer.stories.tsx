import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Footer } from './footer';

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  args: { year: 2025 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** Contact lines and social profiles come from configuration when the shop changes them. */
export const CustomContact: Story = {
  args: {
    brandName: 'Readings',
    contact: { phone: '+92 42 3571 2955', email: 'orders@readings.example.pk' },
    socialLinks: [
      { label: 'Facebook', href: 'https://www.facebook.com/example' },
      { label: 'Instagram', href: 'https://www.instagram.com/example' },
    ],
  },
};

/**
 * With the link to the same page in the other language ("اردو" here; "English" with the toolbar's
 * language set to Urdu), which the shop's footer always has.
 */
export const WithLanguageSwitch: Story = {
  args: { languagePath: '/search?q=ghalib', onChooseLanguage: fn() },
  play: async ({ canvasElement }) => {
    const link = canvasElement.querySelector<HTMLAnchorElement>('.bk-language-switch');
    await expect(link?.getAttribute('href')).toMatch(/search\?q=ghalib$/);
  },
};
