import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrollLock } from './use-scroll-lock';

afterEach(() => {
  document.body.style.overflow = '';
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

  it('keeps the page locked until every holder lets go', () => {
    const first = renderHook(() => useScrollLock(true));
    const second = renderHook(() => useScrollLock(true));
    first.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
