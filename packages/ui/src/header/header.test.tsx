import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleMenuGroups } from '../fixtures/menu-groups';
import { MessagesProvider } from '../i18n';
import { type LinkComponentProps, LinkProvider } from '../link-provider';
import { Header, type HeaderProps } from './header';

function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <a {...rest} href={href} data-router-link="" />;
}

function renderHeader(overrides: Partial<HeaderProps> = {}) {
  const props: HeaderProps = {
    user: null,
    cartCount: 0,
    menuGroups: sampleMenuGroups,
    activePath: '/',
    onLogin: vi.fn(),
    onRegister: vi.fn(),
    onLogout: vi.fn(),
    onYourOrders: vi.fn(),
    onYourWishList: vi.fn(),
    onEditProfile: vi.fn(),
    ...overrides,
  };
  render(<Header {...props} />);
  return {
    props,
    desktop: screen.getByRole('navigation', { name: 'Account' }),
    mobile: screen.getByRole('navigation', { name: 'Quick links' }),
  };
}

describe('Header', () => {
  it('shows guests Login and Register on desktop and one Login/Register on mobile, and no account menu', async () => {
    const { props, desktop, mobile } = renderHeader();
    await userEvent.click(within(desktop).getByRole('button', { name: 'Login' }));
    expect(props.onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(within(desktop).getByRole('button', { name: 'Register' }));
    expect(props.onRegister).toHaveBeenCalledTimes(1);

    await userEvent.click(within(mobile).getByRole('button', { name: 'Login/Register' }));
    expect(props.onLogin).toHaveBeenCalledTimes(2);
    expect(within(mobile).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();

    expect(screen.queryByRole('button', { name: 'Your Account' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Hi,/)).not.toBeInTheDocument();
  });

  it('greets a logged-in shopper and offers the Your Account menu instead of Login', async () => {
    const { props, desktop, mobile } = renderHeader({ user: { name: 'Amna' } });
    expect(within(desktop).getByText('Hi, Amna')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Login|Register/ })).not.toBeInTheDocument();
    expect(within(mobile).getByRole('button', { name: 'Your Account' })).toBeInTheDocument();

    const account = within(desktop).getByRole('button', { name: 'Your Account' });
    await userEvent.click(account);
    const menu = screen.getByRole('menu', { name: 'Your Account' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Your Orders', 'Your Wish List', 'Edit/Update Profile', 'Log Out']);
    await userEvent.keyboard('{Escape}');

    const picks: [string, keyof HeaderProps][] = [
      ['Your Orders', 'onYourOrders'],
      ['Your Wish List', 'onYourWishList'],
      ['Edit/Update Profile', 'onEditProfile'],
      ['Log Out', 'onLogout'],
    ];
    for (const [label, callback] of picks) {
      await userEvent.click(account);
      await userEvent.click(screen.getByRole('menuitem', { name: label }));
      expect(props[callback]).toHaveBeenCalledTimes(1);
    }
  });

  it('links Home, Bank Card Discounts, Advanced Search and Request a Book on the desktop top bar', () => {
    const { desktop } = renderHeader({ activePath: '/' });
    expect(within(desktop).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(desktop).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(desktop).getByRole('link', { name: 'Bank Card Discounts' })).toHaveAttribute(
      'href',
      '/card-discounts',
    );
    expect(within(desktop).getByRole('link', { name: 'Advanced Search' })).toHaveAttribute(
      'href',
      '/advance-search',
    );
    expect(within(desktop).getByRole('link', { name: 'Request a Book' })).toHaveAttribute('href', '/request');
  });

  it('shows the cart count on the mobile Orders link and on the desktop cart', () => {
    const { mobile } = renderHeader({ cartCount: 3, activePath: '/orders' });
    const orders = within(mobile).getByRole('link', { name: 'Orders 3 items in cart' });
    expect(orders).toHaveAttribute('href', '/order-cart');
    expect(within(mobile).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Cart 3 items in cart' })).toHaveAttribute('href', '/order-cart');
  });

  it('says one item in the singular and hides an empty badge', () => {
    renderHeader({ cartCount: 1 });
    expect(screen.getAllByRole('link', { name: /1 item in cart$/ })).toHaveLength(2);
    render(
      <Header
        user={null}
        cartCount={0}
        menuGroups={[]}
        activePath="/"
        onLogin={vi.fn()}
        onRegister={vi.fn()}
        onLogout={vi.fn()}
        onYourOrders={vi.fn()}
        onYourWishList={vi.fn()}
        onEditProfile={vi.fn()}
      />,
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });

  it('shows Toys & Games and Send Gift Card greyed out and not clickable', () => {
    renderHeader();
    for (const label of ['Toys & Games', 'Send Gift Card']) {
      expect(screen.getByText(label)).toHaveAttribute('aria-disabled', 'true');
      expect(screen.queryByRole('link', { name: new RegExp(label) })).not.toBeInTheDocument();
    }
  });

  it('renders the mega-menus with categories in columns of 13', async () => {
    renderHeader();
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    const toggle = within(categories).getByRole('button', { name: 'Fiction categories' });
    await userEvent.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(panel)
        .getAllByRole('list')
        .map((list) => within(list).getAllByRole('link').length),
    ).toEqual([13, 13, 4]);
  });

  it.each([
    ['/all-books-by-age-group/6-8', 'Children'],
    ['/our-publication/3', 'Our Publications'],
  ])('highlights the right entry on %s', (path, label) => {
    renderHeader({ activePath: path });
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'true');
  });

  it('becomes sticky when told to', () => {
    const { rerender } = render(
      <Header
        user={null}
        cartCount={0}
        menuGroups={[]}
        activePath="/"
        onLogin={vi.fn()}
        onRegister={vi.fn()}
        onLogout={vi.fn()}
        onYourOrders={vi.fn()}
        onYourWishList={vi.fn()}
        onEditProfile={vi.fn()}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveClass('bk-header--sticky');
    rerender(
      <Header
        user={null}
        cartCount={0}
        menuGroups={[]}
        activePath="/"
        sticky
        onLogin={vi.fn()}
        onRegister={vi.fn()}
        onLogout={vi.fn()}
        onYourOrders={vi.fn()}
        onYourWishList={vi.fn()}
        onEditProfile={vi.fn()}
      />,
    );
    expect(banner).toHaveClass('bk-header--sticky');
    expect(banner).toHaveAttribute('data-sticky', 'true');
  });

  it('places the search slot and offers the site menu when the container handles it', async () => {
    const onOpenSiteMenu = vi.fn();
    renderHeader({
      searchSlot: <input type="search" aria-label="Search books" />,
      onOpenSiteMenu,
      brandName: 'Readings',
    });
    expect(screen.getByRole('searchbox', { name: 'Search books' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Readings' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(onOpenSiteMenu).toHaveBeenCalledTimes(1);
  });

  it('has no site menu button without a handler', () => {
    renderHeader();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('renders its links through the injected link component', () => {
    render(
      <LinkProvider component={RouterLink}>
        <Header
          user={null}
          cartCount={2}
          menuGroups={sampleMenuGroups}
          activePath="/"
          onLogin={vi.fn()}
          onRegister={vi.fn()}
          onLogout={vi.fn()}
          onYourOrders={vi.fn()}
          onYourWishList={vi.fn()}
          onEditProfile={vi.fn()}
        />
      </LinkProvider>,
    );
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('data-router-link');
    }
  });
});

describe('Header in Urdu', () => {
  function renderInUrdu(overrides: Partial<HeaderProps> = {}) {
    const props: HeaderProps = {
      user: null,
      cartCount: 3,
      menuGroups: sampleMenuGroups,
      activePath: '/',
      languagePath: '/book/12?from=home',
      onChooseLanguage: vi.fn(),
      onLogin: vi.fn(),
      onRegister: vi.fn(),
      onLogout: vi.fn(),
      onYourOrders: vi.fn(),
      onYourWishList: vi.fn(),
      onEditProfile: vi.fn(),
      ...overrides,
    };
    render(
      <MessagesProvider language="ur">
        <Header {...props} />
      </MessagesProvider>,
    );
    return {
      props,
      desktop: screen.getByRole('navigation', { name: 'اکاؤنٹ' }),
      mobile: screen.getByRole('navigation', { name: 'فوری لنکس' }),
    };
  }

  it('words its links, buttons and landmarks in Urdu, with no English left', () => {
    const { desktop, mobile } = renderInUrdu();
    expect(within(desktop).getByRole('link', { name: 'ہوم' })).toHaveAttribute('href', '/');
    expect(within(desktop).getByRole('link', { name: 'بینک کارڈ رعایت' })).toBeInTheDocument();
    expect(within(desktop).getByRole('button', { name: 'لاگ اِن' })).toBeInTheDocument();
    expect(within(desktop).getByRole('button', { name: 'رجسٹر کریں' })).toBeInTheDocument();
    expect(within(mobile).getByRole('button', { name: 'لاگ اِن / رجسٹر' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'کارٹ \u20663\u2069 چیزیں کارٹ میں' })).toHaveAttribute(
      'href',
      '/order-cart',
    );
    expect(screen.getByRole('navigation', { name: 'زمرے' })).toBeInTheDocument();
    expect(screen.getByText('بک شاپ')).toBeInTheDocument();
    expect(
      screen.queryByText(/^(Home|Login|Register|Cart|Orders|Bank Card Discounts|Advanced Search)$/),
    ).not.toBeInTheDocument();
  });

  it('greets a logged-in shopper and names the account menu in Urdu', async () => {
    const { desktop } = renderInUrdu({ user: { name: 'Amna' } });
    expect(within(desktop).getByText('السلام علیکم، Amna')).toBeInTheDocument();
    await userEvent.click(within(desktop).getByRole('button', { name: 'میرا اکاؤنٹ' }));
    const menu = screen.getByRole('menu', { name: 'میرا اکاؤنٹ' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['میرے آرڈرز', 'میری وِش لسٹ', 'پروفائل میں تبدیلی', 'لاگ آؤٹ']);
  });

  it('offers the same page and query in English, in the top bar and the phone bar, as plain links', async () => {
    const { props, desktop, mobile } = renderInUrdu();
    for (const bar of [desktop, mobile]) {
      const link = within(bar).getByRole('link', { name: 'English' });
      expect(link).toHaveAttribute('href', '/book/12?from=home');
      expect(link).toHaveAttribute('lang', 'en');
      expect(link).not.toHaveAttribute('data-router-link');
    }
    const link = within(desktop).getByRole('link', { name: 'English' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(props.onChooseLanguage).toHaveBeenCalledWith('en');
  });
});
