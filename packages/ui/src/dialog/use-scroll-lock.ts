import { useEffect } from 'react';

// Shared by every caller: with a dialog opened over another (or the checkout page lock over a
// dialog), the page must stay locked until the last one lets go, and then get back whatever
// overflow it had before the first lock.
let activeLocks = 0;
let overflowBeforeLock = '';
let paddingBeforeLock = '';

/**
 * Locks page scrolling (body overflow hidden) while `active` is true. Any number of components
 * may hold the lock at once; scrolling returns when the last one releases it.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { body } = document;
    if (activeLocks === 0) {
      const { clientWidth } = document.documentElement;
      // Hiding the scrollbar widens the page; padding by its width keeps the content from
      // jumping sideways. Overlay scrollbars (phones) take no width, so nothing is added there.
      const scrollbarWidth = clientWidth > 0 ? window.innerWidth - clientWidth : 0;
      overflowBeforeLock = body.style.overflow;
      paddingBeforeLock = body.style.paddingRight;
      body.style.overflow = 'hidden';
      if (scrollbarWidth > 0) {
        const padding = Number.parseFloat(getComputedStyle(body).paddingRight) || 0;
        body.style.paddingRight = `${padding + scrollbarWidth}px`;
      }
    }
    activeLocks += 1;
    return () => {
      activeLocks -= 1;
      if (activeLocks === 0) {
        body.style.overflow = overflowBeforeLock;
        body.style.paddingRight = paddingBeforeLock;
      }
    };
  }, [active]);
}
