import { useEffect } from 'react';

// Shared by every caller: with a dialog opened over another (or the checkout page lock over a
// dialog), the page must stay locked until the last one lets go, and then get back whatever
// overflow it had before the first lock.
let activeLocks = 0;
let overflowBeforeLock = '';

/**
 * Locks page scrolling (body overflow hidden) while `active` is true. Any number of components
 * may hold the lock at once; scrolling returns when the last one releases it.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { body } = document;
    if (activeLocks === 0) {
      overflowBeforeLock = body.style.overflow;
      body.style.overflow = 'hidden';
    }
    activeLocks += 1;
    return () => {
      activeLocks -= 1;
      if (activeLocks === 0) {
        body.style.overflow = overflowBeforeLock;
      }
    };
  }, [active]);
}
