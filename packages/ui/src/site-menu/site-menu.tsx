import { type MouseEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Dialog } from '../dialog';
import { useMessages } from '../i18n';
import { AppLink, DisabledLink } from '../link-provider';
import { isGroupActive, isHrefActive, isSamePath, type MenuGroup, panelSections } from '../mega-menu';
import { cx } from '../utils/cx';
import { type SiteMenuLink, siteMenuLinks } from './site-menu-links';

export interface SiteMenuProps {
  /** Whether the menu is shown; the container owns this state. */
  open: boolean;
  onClose: () => void;
  /** Current path: entries on it are highlighted, and any change of it closes the menu. */
  activePath: string;
  /** The same category groups as the header's mega-menus. */
  groups: readonly MenuGroup[];
  /** The site's pages (advanced search, request a book, help…). */
  links?: readonly SiteMenuLink[];
  /** Shown for guests: the menu offers Login/Register, which the container turns into its dialog. */
  onLogin?: () => void;
}

/**
 * The menu dialog of small screens: the category groups (each opening its list of categories),
 * the site's pages, and Login/Register for guests. It closes whenever the path changes, so any
 * link followed from it — or Back and Forward — leaves the page behind it uncovered.
 * Use it on phone widths, opened by the header's menu button; desktop has the MegaMenu.
 */
export function SiteMenu({
  open,
  onClose,
  activePath,
  groups,
  links = siteMenuLinks,
  onLogin,
}: SiteMenuProps) {
  const t = useMessages();
  const notAvailable = t.format('shell.link.notAvailable');
  const id = useId();
  const [expanded, setExpanded] = useState<MenuGroup['id'] | null>(null);
  const requestClose = useEffectEvent(() => onClose());
  const pathAtOpen = useRef(activePath);

  useEffect(() => {
    if (!open) {
      pathAtOpen.current = activePath;
      return;
    }
    if (activePath !== pathAtOpen.current) {
      pathAtOpen.current = activePath;
      requestClose();
    }
  }, [open, activePath]);

  // A link to the page already shown changes no path, yet the shopper expects to see that page.
  const closeIfSamePage = (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const href = link?.getAttribute('href');
    if (href && isSamePath(href, activePath)) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.format('shell.siteMenu.title')}
      size="sm"
      className="bk-site-menu"
      closeLabel={t.format('shell.siteMenu.close')}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegates link clicks, which are interactive themselves */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link raises click, so keyboards are covered */}
      <div onClick={closeIfSamePage}>
        {onLogin ? (
          <button type="button" className="bk-site-menu__login" onClick={onLogin}>
            {t.format('shell.header.loginRegister')}
          </button>
        ) : null}
        <nav aria-labelledby={`${id}-shop`} className="bk-site-menu__section">
          <h3 id={`${id}-shop`} className="bk-site-menu__heading">
            {t.format('shell.siteMenu.shopByCategory')}
          </h3>
          <ul className="bk-site-menu__groups">
            {groups.map((group, index) => {
              const sections = group.disabled ? [] : panelSections(group);
              const listId = `${id}-group-${index}`;
              const isOpen = expanded === group.id;
              const active = isGroupActive(group, activePath);
              return (
                <li key={group.id} className="bk-site-menu__group">
                  <div className="bk-site-menu__group-row">
                    {group.disabled ? (
                      <DisabledLink className="bk-site-menu__group-link" reason={notAvailable}>
                        {group.label}
                      </DisabledLink>
                    ) : (
                      <AppLink
                        href={group.href}
                        className={cx('bk-site-menu__group-link', active && 'bk-site-menu__link--active')}
                        aria-current={active ? 'true' : undefined}
                      >
                        {group.label}
                      </AppLink>
                    )}
                    {sections.length > 0 ? (
                      <button
                        type="button"
                        className="bk-site-menu__toggle"
                        aria-expanded={isOpen}
                        aria-controls={listId}
                        aria-label={t.format('shell.megaMenu.groupCategories', { group: group.label })}
                        onClick={() => setExpanded(isOpen ? null : group.id)}
                      >
                        <span className="bk-chevron" aria-hidden="true" />
                      </button>
                    ) : null}
                  </div>
                  {group.note ? <p className="bk-site-menu__note">{group.note}</p> : null}
                  {sections.length > 0 ? (
                    <div id={listId} hidden={!isOpen} className="bk-site-menu__panel">
                      {sections.map((section, sectionIndex) => {
                        const titleId = section.label ? `${listId}-section-${sectionIndex}` : undefined;
                        return (
                          <div key={section.label ?? ''}>
                            {section.label ? (
                              <p id={titleId} className="bk-site-menu__section-title">
                                {section.label}
                              </p>
                            ) : null}
                            <ul className="bk-site-menu__categories" aria-labelledby={titleId}>
                              {section.categories.map((category) => (
                                <li key={category.id}>
                                  <AppLink
                                    href={category.href}
                                    className={cx(
                                      'bk-site-menu__category',
                                      isHrefActive(category.href, activePath) && 'bk-site-menu__link--active',
                                    )}
                                    aria-current={isSamePath(category.href, activePath) ? 'page' : undefined}
                                  >
                                    {category.label}
                                    {category.count !== undefined ? ` (${category.count})` : null}
                                  </AppLink>
                                </li>
                              ))}
                            </ul>
                          </div>
                        );
                      })}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
        <nav aria-labelledby={`${id}-pages`} className="bk-site-menu__section">
          <h3 id={`${id}-pages`} className="bk-site-menu__heading">
            {t.format('shell.siteMenu.helpAndInformation')}
          </h3>
          <ul className="bk-site-menu__links">
            {links.map((link) => (
              <li key={link.href}>
                <AppLink
                  href={link.href}
                  className={cx(
                    'bk-site-menu__link',
                    isSamePath(link.href, activePath) && 'bk-site-menu__link--active',
                  )}
                  aria-current={isSamePath(link.href, activePath) ? 'page' : undefined}
                >
                  {t.format(link.labelKey)}
                </AppLink>
              </li>
            ))}
            <li>
              {/* The spec lists Leave Feedback without a destination: shown, but it goes nowhere. */}
              <DisabledLink className="bk-site-menu__link" reason={notAvailable}>
                {t.format('shell.links.leaveFeedback')}
              </DisabledLink>
            </li>
          </ul>
        </nav>
      </div>
    </Dialog>
  );
}
