import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeaderFrame } from './header-frame';

// jsdom lays nothing out, so every height here is 0: these tests check when the frame holds the
// header's place; the height it holds is checked in a browser (the header's StickyAfterScroll
// stories and e2e/tests/phone-layout.spec.ts).
function frameOf(pinned: boolean) {
  return (
    <HeaderFrame pinned={pinned}>
      <header>Bookshop</header>
    </HeaderFrame>
  );
}

describe('HeaderFrame', () => {
  it('holds the header’s place once the header is pinned, and lets go when it is unpinned', () => {
    const { rerender } = render(frameOf(false));
    const wrapper = screen.getByRole('banner').parentElement as HTMLElement;
    expect(wrapper).toHaveClass('bk-header-frame');
    expect(wrapper).not.toHaveAttribute('data-held');

    rerender(frameOf(true));
    expect(wrapper).toHaveAttribute('data-pinned');
    expect(wrapper).toHaveAttribute('data-held');
    expect(wrapper.style.height).toBe('0px');

    rerender(frameOf(false));
    expect(wrapper).not.toHaveAttribute('data-pinned');
    expect(wrapper).not.toHaveAttribute('data-held');
    expect(wrapper.style.height).toBe('');
  });

  it('holds no place for a header pinned from its first render, which never had one in the flow: it is pinned itself', () => {
    render(frameOf(true));
    const wrapper = screen.getByRole('banner').parentElement;
    expect(wrapper).not.toHaveAttribute('data-held');
    expect(wrapper).toHaveAttribute('data-pinned');
  });
});
