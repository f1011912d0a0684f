import { useEffect } from 'react';

/**
 * While an order is being placed (spec section 4): the page does not scroll, key presses do
 * nothing (no Enter pressing Place Order twice, no Escape closing the panel mid-payment) and
 * leaving the page asks first. Everything is undone when `placing` turns false or the panel goes.
 */
export function usePlacingLock(placing: boolean): void {
  useEffect(() => {
    if (!placing) return;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const blockKeys = (event: KeyboardEvent) => {
      event.preventDefault();
      event.stopPropagation();
    };
    const warnOnLeave = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('keydown', blockKeys, true);
    window.addEventListener('beforeunload', warnOnLeave);
    return () => {
      root.style.overflow = previousOverflow;
      window.removeEventListener('keydown', blockKeys, true);
      window.removeEventListener('beforeunload', warnOnLeave);
    };
  }, [placing]);
}
