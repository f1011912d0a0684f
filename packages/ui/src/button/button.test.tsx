import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('raises onClick when pressed and does not submit forms by default', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Add to cart</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the busy label, is marked busy and ignores presses while busy', async () => {
    const onClick = vi.fn();
    render(
      <Button busy busyLabel="Please wait…" onClick={onClick}>
        Place Order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Please wait…' });
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // Still focusable, so keyboard users keep their place while the order is placed.
    expect(button).toBeEnabled();
    expect(button.querySelector('.bk-spinner')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its label while busy when no busy label is given', () => {
    render(<Button busy>Apply</Button>);
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('aria-busy', 'true');
  });

  it('can be disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="secondary" disabled onClick={onClick}>
        Apply
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Apply' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits its form when asked to', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" variant="link">
          Send
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
