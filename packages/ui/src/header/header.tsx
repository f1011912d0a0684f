import { SITE_PATHS } from '@bookshop/domain';
import type { Language } from '@bookshop/i18n/core';
import type { ReactNode } from 'react';
import { AccountMenu, type AccountMenuItem } from '../account-menu';
import { useMessages } from '../i18n';
import { LanguageSwitch } from '../language-switch';
import { AppLink } from '../link-provider';
import { MegaMenu, type MenuGroup } from '../mega-menu';
import { cx } from '../utils/cx';
import { HeaderFrame } from './header-frame';

/** The logged-in shopper as the header needs them. */
export interface HeaderUser {
  name: string;
}

export interface HeaderProps {
  /** The logged-in shopper, or null for a guest. */
  user: HeaderUser | null;
  /** Number of items in the cart, shown as a badge. */
  cartCount: number;
  /** Category groups of the mega-menus (the spec's nine plus the greyed-out ones). */
  menuGroups: readonly MenuGroup[];
  /** Current path, for highlighting menu entries. */
  activePath: string;
  /**
   * Pin the header to the top; the container sets it after 300 px of scroll (see useStickyAfter).
   * The page under it does not move: the header's place is kept while it is pinned.
   */
  sticky?: boolean;
  /** The search box, supplied by the container. */
  searchSlot?: ReactNode;
  /** Shop name shown as the home link; the catalogue's, in the page's language, by default. */
  brandName?: string;
  /**
   * The page's path and query without the language's prefix: the header then offers the same page
   * in the other language (LanguageSwitch). Left out, no switch is shown.
   */
  languagePath?: string;
  /** The shopper chose the other language with the switch (the container remembers it). */
  onChooseLanguage?: (language: Language) => void;
  onLogin: () => void;
  onRegister: () => void;
  onLogout: () => void;
  onYourOrders: () => void;
  onYourWishList: () => void;
  onEditProfile: () => void;
  /** Opens the site menu dialog on small screens; the menu button is shown only when given. */
  onOpenSiteMenu?: () => void;
  className?: string;
}

/** Routes the header links to; fixed by the spec, so not props. */
export const HEADER_PATHS = {
  home: '/',
  cart: '/order-cart',
  cardDiscounts: '/card-discounts',
  advanceSearch: SITE_PATHS.advanceSearch.href(),
  requestBook: SITE_PATHS.requestBook.href(),
} as const;

function CartBadge({ count }: { count: number }) {
  const t = useMessages();
  if (count <= 0) return null;
  return (
    <span className="bk-badge">
      {t.number(count)}
      <span className="bk-visually-hidden"> {t.format('shell.header.cartItems', { count })}</span>
    </span>
  );
}

/**
 * The site header: a desktop top bar (Home, greeting, Your Account, Bank Card Discounts, or Login
 * and Register for guests), the brand row with the search slot, a mobile bar (Home, Orders with
 * the cart count, Login/Register), and the category mega-menus. Desktop and mobile parts are both
 * rendered; CSS media queries show one set.
 * Use it once, at the top of every page; the web app passes the search box in `searchSlot`.
 */
export function Header({
  user,
  cartCount,
  menuGroups,
  activePath,
  sticky = false,
  searchSlot,
  brandName,
  languagePath,
  onChooseLanguage,
  onLogin,
  onRegister,
  onLogout,
  onYourOrders,
  onYourWishList,
  onEditProfile,
  onOpenSiteMenu,
  className,
}: HeaderProps) {
  const t = useMessages();
  const brand = brandName ?? t.format('shell.brand.name');
  const accountItems: AccountMenuItem[] = [
    { id: 'orders', label: t.format('shell.accountMenu.orders'), onSelect: onYourOrders },
    { id: 'wishlist', label: t.format('shell.accountMenu.wishList'), onSelect: onYourWishList },
    { id: 'profile', label: t.format('shell.accountMenu.editProfile'), onSelect: onEditProfile },
    { id: 'logout', label: t.format('shell.accountMenu.logOut'), onSelect: onLogout },
  ];
  const languageSwitch =
    languagePath === undefined ? null : (
      <LanguageSwitch path={languagePath} onChoose={onChooseLanguage} className="bk-header__language" />
    );
  const onHome = activePath === HEADER_PATHS.home ? 'page' : undefined;

  return (
    // The frame keeps the header's place in the page while the header is pinned.
    <HeaderFrame pinned={sticky}>
      <header
        className={cx('bk-header', sticky && 'bk-header--sticky', className)}
        data-sticky={sticky || undefined}
      >
        <nav aria-label={t.format('shell.header.accountNav')} className="bk-header__top bk-only-desktop">
          <div className="bk-container bk-header__top-inner">
            <AppLink href={HEADER_PATHS.home} className="bk-header__top-link" aria-current={onHome}>
              {t.format('shell.header.home')}
            </AppLink>
            <AppLink href={HEADER_PATHS.cardDiscounts} className="bk-header__top-link">
              {t.format('shell.header.cardDiscounts')}
            </AppLink>
            {/* The spec links these from the site menu, which only phones have; desktop gets them here. */}
            <AppLink href={HEADER_PATHS.advanceSearch} className="bk-header__top-link">
              {t.format('shell.header.advancedSearch')}
            </AppLink>
            <AppLink href={HEADER_PATHS.requestBook} className="bk-header__top-link">
              {t.format('shell.header.requestBook')}
            </AppLink>
            <span className="bk-header__spacer" />
            {languageSwitch}
            {user ? (
              <>
                <span className="bk-header__greeting">
                  {t.format('shell.header.greeting', { name: user.name })}
                </span>
                <AccountMenu label={t.format('shell.accountMenu.label')} items={accountItems} />
              </>
            ) : (
              <>
                <button type="button" className="bk-header__top-button" onClick={onLogin}>
                  {t.format('shell.header.login')}
                </button>
                <button type="button" className="bk-header__top-button" onClick={onRegister}>
                  {t.format('shell.header.register')}
                </button>
              </>
            )}
          </div>
        </nav>

        <div className="bk-header__main">
          <div className="bk-container bk-header__main-inner">
            {onOpenSiteMenu ? (
              <button
                type="button"
                className="bk-header__menu-button bk-only-mobile"
                onClick={onOpenSiteMenu}
              >
                <span className="bk-burger" aria-hidden="true" />
                <span className="bk-visually-hidden">{t.format('shell.header.menu')}</span>
              </button>
            ) : null}
            <AppLink href={HEADER_PATHS.home} className="bk-header__brand">
              {/* The mark is the name's first letter, so it is in the script of the name beside it. */}
              <span className="bk-header__brand-mark" aria-hidden="true">
                {Array.from(brand)[0]}
              </span>
              <span className="bk-header__brand-name">{brand}</span>
            </AppLink>
            {searchSlot ? <div className="bk-header__search">{searchSlot}</div> : null}
            <AppLink href={HEADER_PATHS.cart} className="bk-header__cart bk-only-desktop">
              <span className="bk-cart-icon" aria-hidden="true" />
              {t.format('shell.header.cart')}
              <CartBadge count={cartCount} />
            </AppLink>
          </div>
        </div>

        <nav aria-label={t.format('shell.header.quickLinks')} className="bk-header__mobile bk-only-mobile">
          <AppLink href={HEADER_PATHS.home} className="bk-header__mobile-link" aria-current={onHome}>
            {t.format('shell.header.home')}
          </AppLink>
          {/* The spec's mobile bar pairs Orders with the cart count, so it leads to the order cart. */}
          <AppLink href={HEADER_PATHS.cart} className="bk-header__mobile-link">
            {t.format('shell.header.orders')}
            <CartBadge count={cartCount} />
          </AppLink>
          {user ? (
            <AccountMenu
              label={t.format('shell.accountMenu.label')}
              items={accountItems}
              className="bk-account-menu--mobile"
            />
          ) : (
            <button
              type="button"
              className="bk-header__mobile-link bk-header__mobile-login"
              onClick={onLogin}
            >
              {t.format('shell.header.loginRegister')}
            </button>
          )}
          {languageSwitch}
        </nav>

        <MegaMenu
          groups={menuGroups}
          activePath={activePath}
          label={t.format('shell.megaMenu.label')}
          className="bk-only-desktop"
        />
      </header>
    </HeaderFrame>
  );
}
