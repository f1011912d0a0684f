import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromoBanner } from './promo-banner';

const meta = {
  title: 'Home/PromoBanner',
  component: PromoBanner,
  args: {
    title: 'Urdu classics',
    text: 'Ghalib, Manto, Bano Qudsia and Qurratulain Hyder: the great names of Urdu prose and poetry.',
    href: '/search?keyword=urdu',
    cta: 'Browse Urdu books',
    art: 'urdu',
  },
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UrduClassics: Story = {};

export const BackToSchool: Story = {
  args: {
    title: 'Back to school',
    text: 'Notebooks, geometry sets, colour pencils and more. Stationery currently delivered in Lahore only.',
    cta: 'Shop stationery',
    art: 'school',
  },
};

export const HighDiscounts: Story = {
  args: {
    title: 'High discounts',
    text: 'Books at their lowest prices, while stocks last.',
    cta: 'See the deals',
    art: 'deals',
  },
};
