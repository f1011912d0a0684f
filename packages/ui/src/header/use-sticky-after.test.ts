import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStickyAfter } from './use-sticky-after';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('useStickyAfter', () => {
  it('turns true at the threshold and false again above it', () => {
    const { result } = renderHook(() => useStickyAfter(300));
    expect(result.current).toBe(false);
    scrollTo(299);
    expect(result.current).toBe(false);
    scrollTo(300);
    expect(result.current).toBe(true);
    scrollTo(1200);
    expect(result.current).toBe(true);
    scrollTo(0);
    expect(result.current).toBe(false);
  });

  it('is already true when the page opens scrolled down', () => {
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    const { result } = renderHook(() => useStickyAfter(300));
    expect(result.current).toBe(true);
  });

  it('re-renders only when the threshold is crossed', () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useStickyAfter(300);
    });
    const initial = renders;
    scrollTo(10);
    scrollTo(20);
    scrollTo(30);
    expect(renders).toBe(initial);
    scrollTo(400);
    expect(renders).toBe(initial + 1);
  });

  it('stops listening when unmounted', () => {
    const { result, unmount } = renderHook(() => useStickyAfter(100));
    unmount();
    scrollTo(500);
    expect(result.current).toBe(false);
  });
});
