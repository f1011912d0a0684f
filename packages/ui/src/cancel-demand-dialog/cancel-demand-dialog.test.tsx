import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CancelDemandDialog } from './cancel-demand-dialog';

const noop = () => {};

describe('CancelDemandDialog', () => {
  it('explains why the shop is asked, takes a reason and sends it', async () => {
    const onReasonChange = vi.fn();
    const onSubmit = vi.fn();
    render(
      <CancelDemandDialog
        open
        orderId={42}
        reason="Wrong edition"
        onReasonChange={onReasonChange}
        onClose={noop}
        onSubmit={onSubmit}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Request Cancellation' });
    expect(dialog).toHaveTextContent('Order No: 42 has shipped, so it can no longer be cancelled here.');
    const reason = screen.getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('maxlength', '500');
    await userEvent.type(reason, '!');
    expect(onReasonChange).toHaveBeenLastCalledWith('Wrong edition!');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("marks the reason invalid with its message, reads 'Sending...' while busy and shows why sending failed", () => {
    render(
      <CancelDemandDialog
        open
        orderId={42}
        reason=""
        onReasonChange={noop}
        reasonError="Please tell us why you want this order cancelled."
        onClose={noop}
        onSubmit={noop}
        busy
        error="something went wrong please try again"
      />,
    );
    const reason = screen.getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(/Please tell us why you want this order cancelled\./);
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('something went wrong please try again');
  });

  it('shows the confirmation instead of the form once sent, with Done focused', async () => {
    const onClose = vi.fn();
    render(
      <CancelDemandDialog
        open
        orderId={42}
        reason="Wrong edition"
        onReasonChange={noop}
        onClose={onClose}
        onSubmit={noop}
        sentMessage="Your request to cancel Order No: 42 has been sent."
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your request to cancel Order No: 42 has been sent.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
