import { SITE_PATHS } from '@bookshop/domain';
import type { ReactNode } from 'react';
import { AccountMenu, type AccountMenuItem } from '../account-menu';
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
  /** Shop name shown as the home link. */
  brandName?: string;
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
  if (count <= 0) return null;
  return (
    <span className="bk-badge">
      {count}
      <span className="bk-visually-hidden">{count === 1 ? ' item in cart' : ' items in cart'}</span>
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
  brandName = 'Bookshop',
  onLogin,
  onRegister,
  onLogout,
  onYourOrders,
  onYourWishList,
  onEditProfile,
  onOpenSiteMenu,
  className,
}: HeaderProps) {
  const accountItems: AccountMenuItem[] = [
    { id: 'orders', label: 'Your Orders', onSelect: onYourOrders },
    { id: 'wishlist', label: 'Your Wish List', onSelect: onYourWishList },
    { id: 'profile', label: 'Edit/Update Profile', onSelect: onEditProfile },
    { id: 'logout', label: 'Log Out', onSelect: onLogout },
  ];
  const onHome = activePath === HEADER_PATHS.home ? 'page' : undefined;

  return (
    // The frame keeps the header's place in the page while the header is pinned.
    <HeaderFrame pinned={sticky}>
      <header
        className={cx('bk-header', sticky && 'bk-header--sticky', className)}
        data-sticky={sticky || undefined}
      >
        <nav aria-label="Account" className="bk-header__top bk-only-desktop">
          <div className="bk-container bk-header__top-inner">
            <AppLink href={HEADER_PATHS.home} className="bk-header__top-link" aria-current={onHome}>
              Home
            </AppLink>
            <AppLink href={HEADER_PATHS.cardDiscounts} className="bk-header__top-link">
              Bank Card Discounts
            </AppLink>
            {/* The spec links these from the site menu, which only phones have; desktop gets them here. */}
            <AppLink href={HEADER_PATHS.advanceSearch} className="bk-header__top-link">
              Advanced Search
            </AppLink>
            <AppLink href={HEADER_PATHS.requestBook} className="bk-header__top-link">
              Request a Book
            </AppLink>
            <span className="bk-header__spacer" />
            {user ? (
              <>
                <span className="bk-header__greeting">Hi, {user.name}</span>
                <AccountMenu items={accountItems} />
              </>
            ) : (
              <>
                <button type="button" className="bk-header__top-button" onClick={onLogin}>
                  Login
                </button>
                <button type="button" className="bk-header__top-button" onClick={onRegister}>
                  Register
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
                <span className="bk-visually-hidden">Menu</span>
              </button>
            ) : null}
            <AppLink href={HEADER_PATHS.home} className="bk-header__brand">
              <span className="bk-header__brand-mark" aria-hidden="true">
                B
              </span>
              <span className="bk-header__brand-name">{brandName}</span>
            </AppLink>
            {searchSlot ? <div className="bk-header__search">{searchSlot}</div> : null}
            <AppLink href={HEADER_PATHS.cart} className="bk-header__cart bk-only-desktop">
              <span className="bk-cart-icon" aria-hidden="true" />
              Cart
              <CartBadge count={cartCount} />
            </AppLink>
          </div>
        </div>

        <nav aria-label="Quick links" className="bk-header__mobile bk-only-mobile">
          <AppLink href={HEADER_PATHS.home} className="bk-header__mobile-link" aria-current={onHome}>
            Home
          </AppLink>
          {/* The spec's mobile bar pairs Orders with the cart count, so it leads to the order cart. */}
          <AppLink href={HEADER_PATHS.cart} className="bk-header__mobile-link">
            Orders
            <CartBadge count={cartCount} />
          </AppLink>
          {user ? (
            <AccountMenu items={accountItems} className="bk-account-menu--mobile" />
          ) : (
            <button
              type="button"
              className="bk-header__mobile-link bk-header__mobile-login"
              onClick={onLogin}
            >
              Login/Register
            </button>
          )}
        </nav>

        <MegaMenu groups={menuGroups} activePath={activePath} className="bk-only-desktop" />
      </header>
    </HeaderFrame>
  );
}
