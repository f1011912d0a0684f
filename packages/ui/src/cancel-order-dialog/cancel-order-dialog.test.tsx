import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CancelOrderDialog } from './cancel-order-dialog';

describe('CancelOrderDialog', () => {
  it('asks about the numbered order with focus on Cancel, and raises close and confirm', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    render(<CancelOrderDialog open orderId={42} onClose={onClose} onConfirm={onConfirm} />);
    expect(screen.getByRole('dialog', { name: 'Cancel Order' })).toHaveTextContent(
      'Are You Sure You want to cancel this Order No: 42',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("reads 'Cancelling...' while pending and shows why it failed", () => {
    render(
      <CancelOrderDialog
        open
        orderId={42}
        onClose={() => {}}
        onConfirm={() => {}}
        busy
        error="Failed to cancel order"
      />,
    );
    expect(screen.getByRole('button', { name: 'Cancelling...' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to cancel order');
  });
});
