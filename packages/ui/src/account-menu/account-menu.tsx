import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../i18n';
import { cx } from '../utils/cx';

export interface AccountMenuItem {
  id: string;
  label: string;
  onSelect: () => void;
}

export interface AccountMenuProps {
  /** Text of the menu button; the catalogue's "Your Account" by default. */
  label?: string;
  items: readonly AccountMenuItem[];
  className?: string;
}

function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/**
 * A menu button (WAI-ARIA menu pattern): the button opens a menu of actions that arrow keys move
 * through; Escape, Tab, a choice or a click elsewhere closes it.
 * Use it for a short list of actions behind one button (the logged-in shopper's account actions);
 * use links for navigation between pages.
 */
export function AccountMenu({ label: labelGiven, items, className }: AccountMenuProps) {
  const t = useMessages();
  const label = labelGiven ?? t.format('shell.accountMenu.label');
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // Which item to focus once the menu has rendered: keyboard users land on the first or last item.
  const pendingFocus = useRef<'first' | 'last' | null>(null);

  useEffect(() => {
    if (!open) return;
    const target = pendingFocus.current;
    pendingFocus.current = null;
    const all = itemsOf(menuRef.current);
    (target === 'last' ? all[all.length - 1] : target === 'first' ? all[0] : undefined)?.focus();

    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openWith = (focus: 'first' | 'last') => {
    pendingFocus.current = focus;
    if (open) {
      const all = itemsOf(menuRef.current);
      (focus === 'last' ? all[all.length - 1] : all[0])?.focus();
    }
    setOpen(true);
  };

  const closeAndReturnFocus = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = itemsOf(menuRef.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => all[(next + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        closeAndReturnFocus();
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <div ref={rootRef} className={cx('bk-account-menu', className)}>
      <button
        ref={buttonRef}
        type="button"
        className="bk-account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span className="bk-chevron" aria-hidden="true" />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className="bk-account-menu__list"
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <button
              key={item.id}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="bk-account-menu__item"
              onClick={() => {
                // Focus goes back to the button first, so a dialog opened by the choice returns
                // focus there when it closes.
                closeAndReturnFocus();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
