import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LanguageOffer } from './language-offer';

const meta = {
  title: 'Navigation/LanguageOffer',
  component: LanguageOffer,
  args: { href: '/ur/book/12', onAccept: fn(), onDecline: fn() },
  decorators: [
    // The bar is fixed to the top of the page; the transform makes this frame its page, so the
    // story (and its screenshot) has the bar's size instead of none.
    (Story) => (
      <div style={{ transform: 'translateZ(0)', minBlockSize: '7rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageOffer>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Shown over the top of an English page when the browser prefers Urdu. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('lang', 'ur');
  },
};
