import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteAccountDialog } from './delete-account-dialog';

describe('DeleteAccountDialog', () => {
  it('asks first, with focus on Cancel', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    render(<DeleteAccountDialog open onClose={onClose} onConfirm={onConfirm} />);
    expect(screen.getByRole('dialog', { name: 'Delete Account' })).toHaveTextContent(
      'Are you sure you want to delete your account?',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(onConfirm).toHaveBeenCalled();
  });

  it('shows that it is deleting, and why it failed', () => {
    render(
      <DeleteAccountDialog open onClose={() => {}} onConfirm={() => {}} busy error="Try again later." />,
    );
    expect(screen.getByRole('button', { name: 'Deleting...' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Try again later.');
  });
});
