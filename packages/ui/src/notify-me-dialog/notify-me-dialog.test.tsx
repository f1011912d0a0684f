import { formatMessage } from '@bookshop/i18n/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../i18n';
import { NOTIFY_ME_CLOSE_MS, NotifyMeDialog, type NotifyMeDialogProps } from './notify-me-dialog';

function renderDialog(overrides: Partial<NotifyMeDialogProps> = {}) {
  const props: NotifyMeDialogProps = {
    open: true,
    status: 'idle',
    bookTitle: 'Aag Ka Darya',
    values: { email: 'ayesha@example.pk' },
    onClose: vi.fn(),
    onSubmit: vi.fn(),
    onFieldChange: vi.fn(),
    ...overrides,
  };
  const view = render(<NotifyMeDialog {...props} />);
  return { props, view };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('NotifyMeDialog', () => {
  it('shows the pre-filled e-mail and raises typing and submission', async () => {
    const { props } = renderDialog({ values: { email: '' } });
    expect(screen.getByRole('dialog', { name: 'Notify Me' })).toBeVisible();
    await userEvent.type(screen.getByLabelText(/Email/), 'a{Enter}');
    expect(props.onFieldChange).toHaveBeenCalledWith('email', 'a');
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it.each(['Email is required', 'Please enter a valid email address'])(
    'shows “%s” under the e-mail',
    (message) => {
      renderDialog({ errors: { email: message }, touched: { email: true } });
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(message);
    },
  );

  it('shows the spec’s failure message on error, and a busy button while loading', () => {
    const { view, props } = renderDialog({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There was a problem submitting your request. Please try again.',
    );
    view.rerender(<NotifyMeDialog {...props} status="loading" />);
    expect(screen.getByRole('button', { name: 'Please wait…' })).toHaveAttribute('aria-busy', 'true');
  });

  it('thanks the shopper and closes itself after 2 s, not before', () => {
    vi.useFakeTimers();
    const { props } = renderDialog({ status: 'success' });
    expect(screen.getByRole('status')).toHaveTextContent(
      "Thanks! We'll notify you when this book becomes available.",
    );
    act(() => {
      vi.advanceTimersByTime(NOTIFY_ME_CLOSE_MS - 1);
    });
    expect(props.onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close itself when it is not showing a success', () => {
    vi.useFakeTimers();
    const { props } = renderDialog({ status: 'idle' });
    act(() => {
      vi.advanceTimersByTime(NOTIFY_ME_CLOSE_MS * 3);
    });
    expect(props.onClose).not.toHaveBeenCalled();
  });
});

describe('NotifyMeDialog in Urdu', () => {
  const props: NotifyMeDialogProps = {
    open: true,
    status: 'idle',
    bookTitle: 'آگ کا دریا',
    values: { email: 'ayesha@example.pk' },
    onClose: vi.fn(),
    onSubmit: vi.fn(),
    onFieldChange: vi.fn(),
  };

  it('asks for the e-mail in Urdu, naming the book as it is', () => {
    render(
      <MessagesProvider language="ur">
        <NotifyMeDialog {...props} />
      </MessagesProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: formatMessage('ur', 'catalog.notifyMe.title') });
    expect(dialog).toHaveTextContent(
      formatMessage('ur', 'catalog.notifyMe.description', { title: 'آگ کا دریا' }),
    );
    expect(screen.getByLabelText(new RegExp(formatMessage('ur', 'catalog.notifyMe.email')))).toHaveValue(
      'ayesha@example.pk',
    );
    expect(
      screen.getByRole('button', { name: formatMessage('ur', 'catalog.notifyMe.submit') }),
    ).toBeInTheDocument();
  });

  it('words the failure and the thanks in Urdu', () => {
    const view = render(
      <MessagesProvider language="ur">
        <NotifyMeDialog {...props} status="error" />
      </MessagesProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(formatMessage('ur', 'catalog.notifyMe.failed'));
    view.rerender(
      <MessagesProvider language="ur">
        <NotifyMeDialog {...props} status="success" />
      </MessagesProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(formatMessage('ur', 'catalog.notifyMe.thanks'));
  });
});
