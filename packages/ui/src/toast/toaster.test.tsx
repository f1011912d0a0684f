import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';

const created = { id: '1', kind: 'success', message: 'Address created successfully.' } as const;
const failed = { id: '2', kind: 'error', message: 'Failed to update cart item' } as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('announces successes politely and errors at once', () => {
    render(<Toaster toasts={[created, failed]} onDismiss={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Address created successfully.');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update cart item');
  });

  it('keeps both live regions even with nothing to say', () => {
    render(<Toaster toasts={[]} onDismiss={() => {}} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('is dismissed by its close button', async () => {
    const onDismiss = vi.fn();
    render(<Toaster toasts={[created]} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledWith('1');
  });

  it('goes by itself when its time is up, but not while the pointer is on it', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Toaster toasts={[created]} onDismiss={onDismiss} duration={3000} />);
    const toast = screen.getByText('Address created successfully.').parentElement!;
    act(() => {
      toast.dispatchEvent(new MouseEvent('mouseenter'));
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      toast.dispatchEvent(new MouseEvent('mouseleave'));
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(onDismiss).toHaveBeenCalledWith('1');
  });
});
