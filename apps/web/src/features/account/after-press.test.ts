import { describe, expect, it, vi } from 'vitest';
import { afterPress } from './after-press';

describe('afterPress', () => {
  it('runs at once when no pointer is pressed', () => {
    const work = vi.fn();
    afterPress(work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits for the press to end and its click to be handled', async () => {
    const order: string[] = [];
    const button = document.createElement('button');
    document.body.append(button);
    button.addEventListener('click', () => order.push('click'));
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    afterPress(() => order.push('blur work'));
    expect(order).toEqual([]);
    button.dispatchEvent(new Event('pointerup', { bubbles: true }));
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['click', 'blur work']);
    button.remove();
  });
});
