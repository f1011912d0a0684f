import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, useContext, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sampleMenuGroups } from '../fixtures/menu-groups';
import { MessagesProvider } from '../i18n';
import { type LinkComponentProps, LinkProvider } from '../link-provider';
import { SiteMenu, type SiteMenuProps } from './site-menu';
import { siteMenuLinks } from './site-menu-links';

function renderMenu(overrides: Partial<SiteMenuProps> = {}) {
  const props: SiteMenuProps = {
    open: true,
    onClose: vi.fn(),
    activePath: '/',
    groups: sampleMenuGroups,
    ...overrides,
  };
  const view = render(<SiteMenu {...props} />);
  return { props, ...view };
}

// A fake router: links change the path, the container passes it down and closes on request.
const NavigateContext = createContext<(href: string) => void>(() => {});

function FakeRouterLink({ href, onClick, ...rest }: LinkComponentProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

function Harness() {
  const [path, setPath] = useState('/');
  const [open, setOpen] = useState(true);
  return (
    <NavigateContext.Provider value={setPath}>
      <LinkProvider component={FakeRouterLink}>
        <p>Path: {path}</p>
        <button type="button" onClick={() => setOpen(true)}>
          Open menu
        </button>
        <button type="button" onClick={() => setPath('/elsewhere')}>
          Go back
        </button>
        <SiteMenu open={open} onClose={() => setOpen(false)} activePath={path} groups={sampleMenuGroups} />
      </LinkProvider>
    </NavigateContext.Provider>
  );
}

describe('SiteMenu', () => {
  it('is a dialog named Menu with the categories and the site pages', () => {
    renderMenu();
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const shop = within(dialog).getByRole('navigation', { name: 'Shop by category' });
    expect(within(shop).getByRole('link', { name: 'Fiction' })).toBeInTheDocument();
    const pages = within(dialog).getByRole('navigation', { name: 'Help and information' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/advance-search',
      '/request',
      '/card-discounts',
      '/help',
      '/contact-us',
      '/about-us',
      '/terms-conditions',
      '/privacy-policy',
    ]);
  });

  it('lists every page the spec links from the site menu', () => {
    const hrefs = siteMenuLinks.map((link) => link.href);
    for (const path of [
      '/advance-search',
      '/request',
      '/help',
      '/contact-us',
      '/about-us',
      '/terms-conditions',
      '/privacy-policy',
    ]) {
      expect(hrefs).toContain(path);
    }
  });

  it('shows Toys & Games, Send Gift Card and Leave Feedback as greyed-out text, not links', () => {
    renderMenu();
    for (const label of ['Toys & Games', 'Send Gift Card', 'Leave Feedback']) {
      expect(screen.getByText(label)).toHaveAttribute('aria-disabled', 'true');
      expect(screen.queryByRole('link', { name: new RegExp(label) })).not.toBeInTheDocument();
    }
  });

  it('opens a group to show its categories, with the Lahore note on stationery', async () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Stationery & Art Supplies categories' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('link', { name: 'Notebooks' })).toBeVisible();
    expect(screen.getByText('Currently Only Lahore')).toBeInTheDocument();
  });

  it('shows High Discounts as Popular and All with counts', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'High Discounts categories' }));
    const popular = screen.getByRole('list', { name: 'Popular' });
    expect(within(popular).getByRole('link', { name: 'Fiction (42)' })).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'All' })).getAllByRole('link')).toHaveLength(5);
  });

  it('offers guests Login/Register', async () => {
    const onLogin = vi.fn();
    renderMenu({ onLogin });
    await userEvent.click(screen.getByRole('button', { name: 'Login/Register' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('has no Login/Register without a handler (logged in)', () => {
    renderMenu();
    expect(screen.queryByRole('button', { name: 'Login/Register' })).not.toBeInTheDocument();
  });

  it('highlights the page shown and closes when its link is followed again', async () => {
    const { props } = renderMenu({ activePath: '/help' });
    const help = screen.getByRole('link', { name: 'Help' });
    expect(help).toHaveAttribute('aria-current', 'page');
    help.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(help);
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and with its close button', async () => {
    const { props } = renderMenu();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });

  it('closes whenever the path changes, as a container with a router would see it', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('link', { name: 'Request a Book' }));
    expect(screen.getByText('Path: /request')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The path changing some other way (Back, a redirect) closes it too.
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go back', hidden: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // And a path change while it was closed does not close it the next time it opens.
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('locks page scroll while open', () => {
    const { rerender, props } = renderMenu();
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<SiteMenu {...props} open={false} />);
    expect(document.body.style.overflow).toBe('');
  });
});

describe('SiteMenu in Urdu', () => {
  it('words its title, headings, links and Login/Register in Urdu', () => {
    render(
      <MessagesProvider language="ur">
        <SiteMenu open onClose={vi.fn()} activePath="/" groups={sampleMenuGroups} onLogin={vi.fn()} />
      </MessagesProvider>,
    );
    const menu = screen.getByRole('dialog', { name: 'مینو' });
    expect(within(menu).getByRole('button', { name: 'مینو بند کریں' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'لاگ اِن / رجسٹر' })).toBeInTheDocument();
    expect(within(menu).getByRole('navigation', { name: 'زمرے کے لحاظ سے خریداری' })).toBeInTheDocument();
    const pages = within(menu).getByRole('navigation', { name: 'مدد اور معلومات' });
    expect(within(pages).getByRole('link', { name: 'شرائط و ضوابط' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
    expect(within(pages).getByText('اپنی رائے دیں')).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).queryByText(/Help and information|Leave Feedback|Login/)).not.toBeInTheDocument();
  });
});
