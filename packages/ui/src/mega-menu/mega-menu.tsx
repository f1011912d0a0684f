import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../i18n';
import { AppLink, DisabledLink } from '../link-provider';
import { cx } from '../utils/cx';
import {
  isGroupActive,
  isHrefActive,
  isSamePath,
  type MenuCategory,
  type MenuGroup,
  panelSections,
} from './menu-model';
import { splitIntoColumns } from './split-into-columns';

export interface MegaMenuProps {
  groups: readonly MenuGroup[];
  /** Current path; matching entries are highlighted and a path change closes an open panel. */
  activePath: string;
  /** Categories per column; the spec asks for 13. */
  columnSize?: number;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

type GroupId = MenuGroup['id'];

// 'page' for the entry of the page itself, 'true' for the section the page lies in.
function currentFor(href: string, activePath: string, active: boolean): 'page' | 'true' | undefined {
  if (isSamePath(href, activePath)) return 'page';
  return active ? 'true' : undefined;
}

function CategoryLink({ category, activePath }: { category: MenuCategory; activePath: string }) {
  const active = isHrefActive(category.href, activePath);
  return (
    <AppLink
      href={category.href}
      className={cx('bk-mega__category', active && 'bk-mega__category--active')}
      aria-current={currentFor(category.href, activePath, active)}
    >
      {category.label}
      {category.count !== undefined ? <span className="bk-mega__count"> ({category.count})</span> : null}
    </AppLink>
  );
}

/**
 * The category navigation: one entry per group with a panel of its categories in columns.
 * Panels open on hover (CSS) and, for keyboard and touch, with the toggle beside each entry.
 * Use it under the header on desktop widths; phones get the same groups in the SiteMenu.
 */
export function MegaMenu({
  groups,
  activePath,
  columnSize = 13,
  label: labelGiven,
  className,
}: MegaMenuProps) {
  const t = useMessages();
  const label = labelGiven ?? t.format('shell.megaMenu.label');
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  const [openId, setOpenId] = useState<GroupId | null>(null);
  // After a choice the pointer usually still rests on the menu, and a hover panel would stay open
  // over the new page; hover opens nothing until the pointer leaves the menu or comes into it anew
  // (a page changed from elsewhere, with the pointer away from the menu).
  const [hoverResting, setHoverResting] = useState(false);
  const [pathSeen, setPathSeen] = useState(activePath);
  if (pathSeen !== activePath) {
    setPathSeen(activePath);
    setOpenId(null);
    setHoverResting(true);
  }

  useEffect(() => {
    const nav = navRef.current;
    if (openId === null || !nav) return;
    const close = () => setOpenId(null);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const toggle = nav.querySelector<HTMLElement>('[aria-expanded="true"]');
      close();
      toggle?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.contains(event.target)) close();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node) || !nav.contains(event.relatedTarget)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    nav.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      nav.removeEventListener('focusout', onFocusOut);
    };
  }, [openId]);

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className={cx(
        'bk-mega',
        openId !== null && 'bk-mega--has-open',
        hoverResting && 'bk-mega--resting',
        className,
      )}
      onPointerEnter={() => setHoverResting(false)}
      onPointerLeave={() => setHoverResting(false)}
      onClickCapture={(event) => {
        // A category chosen (even the page already shown) closes the panel it was in.
        if (event.target instanceof Element && event.target.closest('a[href]')) {
          setOpenId(null);
          setHoverResting(true);
        }
      }}
    >
      <ul className="bk-mega__list">
        {groups.map((group, index) => {
          const panelId = `${baseId}-panel-${index}`;
          const open = openId === group.id;
          const active = isGroupActive(group, activePath);
          const sections = group.disabled ? [] : panelSections(group);
          const hasPanel = sections.length > 0;
          return (
            <li key={group.id} className={cx('bk-mega__item', hasPanel && 'bk-mega__item--has-panel')}>
              {group.disabled ? (
                <DisabledLink className="bk-mega__link" reason={t.format('shell.link.notAvailable')}>
                  {group.label}
                </DisabledLink>
              ) : (
                <AppLink
                  href={group.href}
                  className={cx('bk-mega__link', active && 'bk-mega__link--active')}
                  aria-current={currentFor(group.href, activePath, active)}
                >
                  {group.label}
                </AppLink>
              )}
              {hasPanel ? (
                <>
                  <button
                    type="button"
                    className="bk-mega__toggle"
                    aria-expanded={open}
                    aria-controls={panelId}
                    aria-label={t.format('shell.megaMenu.groupCategories', { group: group.label })}
                    onClick={() => setOpenId(open ? null : group.id)}
                  >
                    <span className="bk-chevron" aria-hidden="true" />
                  </button>
                  <div id={panelId} className="bk-mega__panel" data-open={open || undefined}>
                    {group.note ? <p className="bk-mega__note">{group.note}</p> : null}
                    <div className="bk-mega__sections">
                      {sections.map((section, sectionIndex) => {
                        const titleId = section.label ? `${panelId}-section-${sectionIndex}` : undefined;
                        return (
                          <div key={section.label ?? ''} className="bk-mega__section">
                            {section.label ? (
                              <p id={titleId} className="bk-mega__section-title">
                                {section.label}
                              </p>
                            ) : null}
                            <div className="bk-mega__columns">
                              {splitIntoColumns(section.categories, columnSize).map((column) => (
                                <ul
                                  key={String(column[0]?.id)}
                                  className="bk-mega__column"
                                  aria-labelledby={titleId}
                                >
                                  {column.map((category) => (
                                    <li key={category.id}>
                                      <CategoryLink category={category} activePath={activePath} />
                                    </li>
                                  ))}
                                </ul>
                              ))}
                            </div>
                          </div>
                        );
                      })}
                    </div>
                  </div>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
