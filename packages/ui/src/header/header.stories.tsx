import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { sampleMenuGroups } from '../fixtures/menu-groups';
import { sampleSuggestions } from '../fixtures/suggestions';
import { SearchBox } from '../search-box';
import { Header, type HeaderProps } from './header';
import { useStickyAfter } from './use-sticky-after';

// The real search box, filtering the sample suggestions the way the server would.
function SearchPlaceholder() {
  const [value, setValue] = useState('');
  const needle = value.trim().toLowerCase();
  const suggestions =
    needle.length >= 2
      ? sampleSuggestions.filter((s) => `${s.BOOK_TITLE} ${s.authorName}`.toLowerCase().includes(needle))
      : [];
  return (
    <SearchBox
      value={value}
      onValueChange={setValue}
      suggestions={suggestions}
      onSubmit={fn()}
      onSelectSuggestion={fn()}
    />
  );
}

// The container's job, shown here: the header turns sticky after 300 px of scroll.
function StickyOnScroll(props: HeaderProps) {
  const sticky = useStickyAfter(300);
  return (
    <>
      <Header {...props} sticky={sticky} />
      <main className="bk-container" style={{ minHeight: '250vh', paddingBlock: 24 }}>
        <p>Scroll down: after 300 px the header stays at the top with a shadow.</p>
      </main>
    </>
  );
}

const meta = {
  title: 'Navigation/Header',
  component: Header,
  args: {
    user: null,
    cartCount: 0,
    menuGroups: sampleMenuGroups,
    activePath: '/',
    sticky: false,
    searchSlot: <SearchPlaceholder />,
    onLogin: fn(),
    onRegister: fn(),
    onLogout: fn(),
    onYourOrders: fn(),
    onYourWishList: fn(),
    onEditProfile: fn(),
    onOpenSiteMenu: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};

export const LoggedIn: Story = { args: { user: { name: 'Amna Tariq' }, cartCount: 3 } };

export const AccountMenuOpen: Story = {
  args: LoggedIn.args,
  play: async ({ canvas, userEvent }) => {
    const [desktopButton] = canvas.getAllByRole('button', { name: 'Your Account' });
    if (desktopButton) await userEvent.click(desktopButton);
  },
};

/** On an age-group page the Children entry is highlighted. */
export const ChildrenActive: Story = { args: { activePath: '/all-books-by-age-group/6-8' } };

export const StickyAfterScroll: Story = {
  render: (args) => <StickyOnScroll {...args} />,
  decorators: [(Story) => <Story />],
};

export const MobileGuest: Story = {
  args: { cartCount: 2 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const MobileLoggedIn: Story = {
  args: { user: { name: 'Amna Tariq' }, cartCount: 12 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const WithoutSearch: Story = { args: { searchSlot: undefined, onOpenSiteMenu: undefined } };
