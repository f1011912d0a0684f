import type { Meta, StoryObj } from '@storybook/react-vite';
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
