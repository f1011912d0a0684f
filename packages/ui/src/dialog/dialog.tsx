import { type ReactNode, type RefObject, useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '../i18n';
import { cx } from '../utils/cx';
import { ICON_GLYPHS } from '../utils/icon-glyphs';
import { useScrollLock } from './use-scroll-lock';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  /** Whether the dialog is shown. The container owns this state. */
  open: boolean;
  /** Raised by Escape and the close button; the container decides whether to close. */
  onClose: () => void;
  /** Heading of the dialog; it also names the dialog for assistive technology. */
  title: ReactNode;
  children: ReactNode;
  /** Actions row under the content (e.g. Cancel / Confirm). */
  footer?: ReactNode;
  /** Short text describing the dialog's purpose, announced with its name. */
  description?: ReactNode;
  /** Width on larger screens. */
  size?: DialogSize;
  /** Fill the whole screen on small viewports (checkout). */
  fullScreenOnMobile?: boolean;
  /**
   * Render where the dialog stands in the tree instead of at the end of `document.body`: for a
   * dialog the server renders with its page (the open checkout). A server cannot render a portal,
   * and hydration looks for the dialog where the server's HTML has it. It looks the same: the
   * backdrop is fixed to the screen either way.
   */
  inPlace?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Element to focus on open; defaults to the first focusable element in the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

// Open dialogs, innermost last: Escape and Tab belong to the innermost one only.
const openDialogs: HTMLElement[] = [];

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * An accessible modal dialog: focus moves into it and is kept there, Escape and the close button
 * raise `onClose`, focus returns to where it was on close, and the page does not scroll behind it.
 * Use it for a task that must be finished or dismissed before going on (notify me, cancel an order,
 * checkout on a phone); use FormDialog when the content is one form, and a page rather than a
 * dialog for anything long.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  description,
  size = 'md',
  fullScreenOnMobile = false,
  inPlace = false,
  closeLabel: closeLabelGiven,
  initialFocusRef,
  className,
}: DialogProps) {
  const t = useMessages();
  const closeLabel = closeLabelGiven ?? t.format('shell.dialog.close');
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // An effect event, so a parent passing a new callback on every render does not re-run the focus
  // effect below, which would pull focus back to the first field on every keystroke.
  const requestClose = useEffectEvent(() => onClose());

  useScrollLock(open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;

    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target =
      initialFocusRef?.current ?? (bodyRef.current ? focusableIn(bodyRef.current)[0] : undefined) ?? dialog;
    target.focus();
    openDialogs.push(dialog);

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== dialog) return;
      // A field inside that uses Escape itself (a search box clearing its text, a listbox closing)
      // calls preventDefault, and the dialog stays open.
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        requestClose();
        return;
      }
      if (event.key === 'Tab') {
        keepFocusInside(dialog, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  const dialog = (
    <div className={cx('bk-dialog-backdrop', fullScreenOnMobile && 'bk-dialog-backdrop--full-mobile')}>
      <dialog
        ref={dialogRef}
        open
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx(
          'bk-dialog',
          `bk-dialog--${size}`,
          fullScreenOnMobile && 'bk-dialog--full-mobile',
          className,
        )}
      >
        <div className="bk-dialog__header">
          <h2 id={titleId} className="bk-dialog__title">
            {title}
          </h2>
          <button type="button" className="bk-dialog__close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">{ICON_GLYPHS.close}</span>
          </button>
        </div>
        {description ? (
          <p id={descriptionId} className="bk-dialog__description">
            {description}
          </p>
        ) : null}
        <div ref={bodyRef} className="bk-dialog__body">
          {children}
        </div>
        {footer ? <div className="bk-dialog__footer">{footer}</div> : null}
      </dialog>
    </div>
  );
  return inPlace ? dialog : createPortal(dialog, document.body);
}

// The dialog is not shown with showModal() (so it renders the same in every environment), so the
// browser does not make the page inert; wrapping Tab at the ends keeps keyboard focus inside.
function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent) {
  const items = focusableIn(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !dialog.contains(active);
  if (event.shiftKey && (active === first || active === dialog || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
