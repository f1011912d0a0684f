import { useCallback, useSyncExternalStore } from 'react';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * True once the page has been scrolled at least `px` pixels. The snapshot is the boolean, not the
 * offset, so the caller re-renders only when the threshold is crossed, not on every scroll event.
 */
export function useStickyAfter(px: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY >= px, [px]);
  return useSyncExternalStore(subscribeToScroll, getSnapshot, () => false);
}
