import { MessagesProvider } from '@bookshop/ui';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION, usePageTitle } from './page-title';

function description(): string | null | undefined {
  return document.querySelector('meta[name="description"]')?.getAttribute('content');
}

describe('usePageTitle', () => {
  it("sets the title and description, and gives a page without one the shop's description", () => {
    const { rerender } = renderHook(({ title, text }) => usePageTitle(title, text), {
      initialProps: { title: 'Moth Smoke', text: 'A novel by Mohsin Hamid.' as string | undefined },
    });
    expect(document.title).toBe('Moth Smoke | Bookshop');
    expect(description()).toBe('A novel by Mohsin Hamid.');
    rerender({ title: 'Your Orders', text: undefined });
    expect(document.title).toBe('Your Orders | Bookshop');
    expect(description()).toBe(DEFAULT_DESCRIPTION);
  });
});

describe('usePageTitle on an Urdu page', () => {
  it('names the shop in Urdu and gives a page without a description the shop’s Urdu one', () => {
    const { rerender } = renderHook(({ title }) => usePageTitle(title), {
      initialProps: { title: 'Moth Smoke' },
      wrapper: ({ children }) => <MessagesProvider language="ur">{children}</MessagesProvider>,
    });
    expect(document.title).toBe('Moth Smoke | بک شاپ');
    expect(description()).toBe('پورے پاکستان میں کتابیں، اسٹیشنری اور آرٹ کا سامان گھر تک۔');
    rerender({ title: '' });
    expect(document.title).toBe('بک شاپ — کتابیں، اسٹیشنری اور آرٹ کا سامان');
  });
});
