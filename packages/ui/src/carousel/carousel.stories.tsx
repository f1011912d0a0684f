import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromoBanner } from '../promo-banner';
import { Carousel, type CarouselSlide } from './carousel';

const banners: CarouselSlide[] = [
  {
    id: 'urdu',
    label: 'Urdu classics',
    content: (
      <PromoBanner
        art="urdu"
        title="Urdu classics"
        text="Ghalib, Manto, Bano Qudsia and Qurratulain Hyder."
        href="/search?keyword=urdu"
        cta="Browse Urdu books"
      />
    ),
  },
  {
    id: 'school',
    label: 'Back to school',
    content: (
      <PromoBanner
        art="school"
        title="Back to school"
        text="Notebooks, geometry sets and colour pencils. Currently Only Lahore."
        href="/search?keyword=notebook"
        cta="Shop stationery"
      />
    ),
  },
  {
    id: 'deals',
    label: 'High discounts',
    content: (
      <PromoBanner
        art="deals"
        title="High discounts"
        text="Books at their lowest prices, while stocks last."
        href="/search?keyword=discount"
        cta="See the deals"
      />
    ),
  },
];

const meta = {
  title: 'Home/Carousel',
  component: Carousel,
  args: { slides: banners, label: 'Featured', interval: 5000, startDelay: 1000 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rotates every 5 s from 1 s after load; hover or focus pauses it. */
export const Banners: Story = {};

/** A faster rotation, to watch the pause on hover without waiting. */
export const Fast: Story = { args: { interval: 1500, startDelay: 300 } };

export const SingleBanner: Story = { args: { slides: banners.slice(0, 1) } };
