import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import { sampleMenuGroups } from '../fixtures/menu-groups';
import { SiteMenu } from './site-menu';

const meta = {
  title: 'Navigation/SiteMenu',
  component: SiteMenu,
  args: {
    open: true,
    onClose: fn(),
    activePath: '/',
    groups: sampleMenuGroups,
    onLogin: fn(),
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof SiteMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};

export const LoggedIn: Story = { args: { onLogin: undefined } };

export const FictionOpen: Story = {
  // The dialog is portalled to the body, outside the story's canvas.
  play: async ({ canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Fiction categories' }));
  },
};

/** On the help page the Help entry is highlighted. */
export const OnHelpPage: Story = { args: { activePath: '/help' } };
