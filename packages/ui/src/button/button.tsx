import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { cx } from '../utils/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight: `primary` for the main action, `secondary` beside it, `link` for inline actions. */
  variant?: ButtonVariant;
  /** The action is in progress: shows a spinner, swaps the label and ignores further presses. */
  busy?: boolean;
  /** Label shown while busy, e.g. 'Please wait…' or 'Cancelling...'. Defaults to the normal label. */
  busyLabel?: string;
  /** Stretch to the width of the container (mobile forms, dialogs). */
  fullWidth?: boolean;
}

/**
 * A button; every button in the shop goes through this one so busy states look and behave alike.
 * Use it for every action in the shop (submit, add to cart, open a dialog); use a link (AppLink)
 * instead when the control goes to another page. `variant="secondary"` beside a primary action,
 * `"link"` for a quiet action inside text.
 */
export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  fullWidth = false,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  // A busy button stays focusable (aria-disabled rather than disabled) so keyboard users do not lose
  // their place while the request runs; presses are swallowed instead.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      className={cx(
        'bk-button',
        `bk-button--${variant}`,
        fullWidth && 'bk-button--full',
        busy && 'bk-button--busy',
        className,
      )}
      onClick={handleClick}
    >
      {busy ? <span className="bk-spinner" aria-hidden="true" /> : null}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
