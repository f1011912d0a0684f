import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrollLock } from './use-scroll-lock';

afterEach(() => {
  document.body.style.overflow = '';
  document.body.style.paddingRight = '';
  Reflect.deleteProperty(document.documentElement, 'clientWidth');
});

describe('useScrollLock', () => {
  it('hides body overflow while active and restores the previous value afterwards', () => {
    document.body.style.overflow = 'scroll';
    const { rerender, unmount } = renderHook(({ active }) => useScrollLock(active), {
      initialProps: { active: false },
    });
    expect(document.body.style.overflow).toBe('scroll');

    rerender({ active: true });
    expect(document.body.style.overflow).toBe('hidden');

    rerender({ active: false });
    expect(document.body.style.overflow).toBe('scroll');

    rerender({ active: true });
    unmount();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('pads the page by the scrollbar width so content does not shift, and removes the padding after', () => {
    Object.defineProperty(document.documentElement, 'clientWidth', {
      value: window.innerWidth - 15,
      configurable: true,
    });
    const { unmount } = renderHook(() => useScrollLock(true));
    expect(document.body.style.paddingRight).toBe('15px');
    unmount();
    expect(document.body.style.paddingRight).toBe('');
  });

  it('adds no padding where scrollbars take no room', () => {
    Object.defineProperty(document.documentElement, 'clientWidth', {
      value: window.innerWidth,
      configurable: true,
    });
    const { unmount } = renderHook(() => useScrollLock(true));
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('');
    unmount();
  });

  it('keeps the page locked until every holder lets go', () => {
    const first = renderHook(() => useScrollLock(true));
    const second = renderHook(() => useScrollLock(true));
    first.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
