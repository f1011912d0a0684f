import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ImageUploadField } from './image-upload-field';

const meta = {
  title: 'Back office/ImageUploadField',
  component: ImageUploadField,
  args: {
    label: 'Cover image',
    hint: 'JPEG, PNG or WebP, up to 8 MB, at least 160 × 200 pixels.',
    currentSrc: '/images/aag-ka-darya.webp',
    currentAlt: 'Current cover',
    previewAlt: 'Chosen cover',
    onFileChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCurrentCover: Story = {};
export const NoImageYet: Story = { args: { currentSrc: undefined } };
export const Refused: Story = {
  args: { currentSrc: undefined, error: 'This file is not a JPEG, PNG or WebP image.' },
};
export const AtPhoneWidth: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
};
