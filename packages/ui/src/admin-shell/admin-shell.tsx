import { type ReactNode, useState } from 'react';
import { Button } from '../button';
import { AppLink } from '../link-provider';
import { cx } from '../utils/cx';

export interface AdminNavItem {
  href: string;
  label: string;
  /** The page shown is this one (or under it). */
  current?: boolean;
  /** Items waiting there (open cancel demands): shown beside the label when above 0. */
  count?: number;
}

export interface AdminShellProps {
  /** The shop's name at the start of the bar. */
  shopName?: string;
  /** Where the name links: the back office's first page. */
  homeHref: string;
  /** The pages this staff member may open, in order. */
  nav: readonly AdminNavItem[];
  /** Who is signed in; null on the sign-in pages (no navigation either). */
  staff?: { email: string; roleLabel: string } | null;
  onSignOut?: () => void;
  /** Signing out is in progress. */
  signingOut?: boolean;
  children: ReactNode;
}

/**
 * The back office's frame: a bar with the shop's name and who is signed in (with Sign out), the
 * navigation (a side column on a laptop, a Menu button on a phone) and the page in a `main`
 * landmark with a skip link to it. Printing shows the page alone (invoice, packing slip).
 */
export function AdminShell({
  shopName = 'Bookshop',
  homeHref,
  nav,
  staff = null,
  onSignOut,
  signingOut = false,
  children,
}: AdminShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const hasNav = staff !== null && nav.length > 0;
  return (
    <div className={cx('bk-admin-shell', hasNav && 'bk-admin-shell--with-nav')}>
      <a className="bk-skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="bk-admin-shell__bar">
        <AppLink href={homeHref} className="bk-admin-shell__brand">
          {shopName} <span className="bk-admin-shell__brand-sub">Back office</span>
        </AppLink>
        {hasNav ? (
          <button
            type="button"
            className="bk-admin-shell__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="admin-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
        ) : null}
        {staff ? (
          <div className="bk-admin-shell__account">
            <span className="bk-admin-shell__who">
              <span className="bk-admin-shell__email">{staff.email}</span>{' '}
              <span className="bk-admin-shell__role">({staff.roleLabel})</span>
            </span>
            {onSignOut ? (
              <Button variant="secondary" busy={signingOut} busyLabel="Signing out…" onClick={onSignOut}>
                Sign out
              </Button>
            ) : null}
          </div>
        ) : null}
      </header>
      {hasNav ? (
        <nav
          id="admin-nav"
          aria-label="Back office"
          className={cx('bk-admin-shell__nav', menuOpen && 'bk-admin-shell__nav--open')}
        >
          <ul className="bk-admin-shell__nav-list">
            {nav.map((item) => (
              <li key={item.href}>
                <AppLink
                  href={item.href}
                  className="bk-admin-shell__nav-link"
                  aria-current={item.current ? 'page' : undefined}
                  onClick={() => setMenuOpen(false)}
                >
                  {item.label}
                  {item.count ? (
                    <span className="bk-admin-shell__nav-count">
                      <span className="bk-visually-hidden">: </span>
                      {item.count}
                    </span>
                  ) : null}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <main id="admin-main" tabIndex={-1} className="bk-admin-shell__main">
        {children}
      </main>
    </div>
  );
}
