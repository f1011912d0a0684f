import { formatMessage } from '@bookshop/i18n/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deliveredOrder } from '../fixtures/orders';
import { MessagesProvider } from '../i18n';
import { ReturnRequestDialog, type ReturnRequestDialogProps } from './return-request-dialog';

function renderDialog(overrides: Partial<ReturnRequestDialogProps> = {}, language: 'en' | 'ur' = 'en') {
  const props: ReturnRequestDialogProps = {
    open: true,
    orderId: deliveredOrder.id,
    lines: deliveredOrder.items,
    chosen: {},
    onChosenChange: vi.fn(),
    reason: '',
    onReasonChange: vi.fn(),
    onClose: vi.fn(),
    onSubmit: vi.fn(),
    ...overrides,
  };
  render(
    <MessagesProvider language={language}>
      <ReturnRequestDialog {...props} />
    </MessagesProvider>,
  );
  return props;
}

describe('ReturnRequestDialog', () => {
  it('lets the shopper tick a book (all its copies) or choose how many, type why, and send', async () => {
    const props = renderDialog();
    await userEvent.click(screen.getByRole('checkbox', { name: 'The Reluctant Fundamentalist' }));
    expect(props.onChosenChange).toHaveBeenLastCalledWith(1, 2);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Copies of The Reluctant Fundamentalist to return' }),
      '1 of 2',
    );
    expect(props.onChosenChange).toHaveBeenLastCalledWith(1, 1);
    // One copy ordered: a tick is all there is to choose.
    expect(screen.queryByRole('combobox', { name: /Ice Candy Man/ })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'T');
    expect(props.onReasonChange).toHaveBeenLastCalledWith('T');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the errors of the lines and the reason, and the server’s refusal', () => {
    renderDialog({
      chosen: { 2: 1 },
      errors: {
        lines: 'Choose the books you want to return.',
        reason: 'Please tell us why you want to return these books.',
      },
      error: 'Returns are accepted within 7 days of delivery.',
    });
    expect(screen.getByRole('checkbox', { name: 'Ice Candy Man' })).toBeChecked();
    expect(screen.getByRole('group', { name: /Which books/ })).toHaveAccessibleDescription(
      'Choose the books you want to return.',
    );
    expect(screen.getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      /Please tell us why you want to return these books\./,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Returns are accepted within 7 days of delivery.');
  });

  it('replaces the form with the confirmation once sent', () => {
    renderDialog({ sentMessage: 'Your return request for Order No: 1027 has been sent.' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your return request for Order No: 1027 has been sent.',
    );
    expect(screen.queryByRole('button', { name: 'Send Request' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('gives the reason’s limit as written before, without a thousands separator', () => {
    renderDialog();
    expect(screen.getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      'Up to 1000 characters.',
    );
  });

  it('asks in Urdu, the order number left to right', () => {
    renderDialog({}, 'ur');
    const dialog = screen.getByRole('dialog', { name: formatMessage('ur', 'orders.return.title') });
    const legend = screen.getByRole('group', {
      name: formatMessage('ur', 'orders.return.which', { id: String(deliveredOrder.id) }),
    });
    expect(legend.querySelector('legend bdi[dir="ltr"]')).toHaveTextContent(String(deliveredOrder.id));
    expect(
      screen.getByRole('combobox', {
        name: formatMessage('ur', 'orders.return.copiesOf', { title: 'The Reluctant Fundamentalist' }),
      }),
    ).toHaveDisplayValue(formatMessage('ur', 'orders.return.none'));
    expect(dialog).toContainElement(
      screen.getByRole('button', { name: formatMessage('ur', 'orders.request.send') }),
    );
  });
});
