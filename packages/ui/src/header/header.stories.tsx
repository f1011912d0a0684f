import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
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

/**
 * Scrolls past 300 px and checks that the header is pinned at the top and that the content under
 * it has not moved in the page, then scrolls back so the snapshot is of the header at the top.
 */
const pinnedHeaderKeepsContentInPlace: Story['play'] = async ({ canvas }) => {
  const header = canvas.getByRole('banner');
  const content = canvas.getByRole('main');
  const contentTop = () => content.getBoundingClientRect().top + window.scrollY;
  const atRest = contentTop();
  window.scrollTo(0, 400);
  await waitFor(() => expect(header).toHaveAttribute('data-sticky', 'true'));
  await expect(Math.abs(contentTop() - atRest)).toBeLessThanOrEqual(2);
  // Nor does the browser's scroll anchoring move the page to make up for a jump.
  await expect(window.scrollY).toBe(400);
  await expect(header.getBoundingClientRect().top).toBe(0);
  window.scrollTo(0, 0);
  await waitFor(() => expect(header).not.toHaveAttribute('data-sticky'));
};

export const StickyAfterScroll: Story = {
  render: (args) => <StickyOnScroll {...args} />,
  decorators: [(Story) => <Story />],
  play: pinnedHeaderKeepsContentInPlace,
};

/**
 * On a phone the pinned header drops to one row, over 100 px shorter; its place in the page is
 * kept, so the content under it does not jump up.
 */
export const StickyAfterScrollOnAPhone: Story = {
  ...StickyAfterScroll,
  globals: { viewport: { value: 'phone', isRotated: false } },
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

/**
 * With the link to the same page in the other language, in the top bar and the phone bar ("اردو"
 * here; "English" with the toolbar's language set to Urdu), which the shop's header always has.
 */
export const WithLanguageSwitch: Story = {
  args: { languagePath: '/book/12', onChooseLanguage: fn() },
  play: async ({ canvasElement }) => {
    const links = canvasElement.querySelectorAll<HTMLAnchorElement>('.bk-language-switch');
    await expect(links).toHaveLength(2);
    await expect(links[0]?.getAttribute('href')).toMatch(/book\/12$/);
  },
};
