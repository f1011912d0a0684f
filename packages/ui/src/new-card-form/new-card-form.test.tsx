import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewCardForm } from './new-card-form';

const empty = { cardNumber: '', cardExpiry: '', cardCvc: '' };

describe('NewCardForm', () => {
  it('raises each field, the save-card choice and the submission', async () => {
    const onFieldChange = vi.fn();
    const onSaveCardChange = vi.fn();
    const onSubmit = vi.fn();
    render(
      <NewCardForm
        values={empty}
        onFieldChange={onFieldChange}
        offerSaveCard
        saveCard
        onSaveCardChange={onSaveCardChange}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('form', { name: 'Add new card' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Card Number/ }), '4');
    expect(onFieldChange).toHaveBeenLastCalledWith('cardNumber', '4');
    expect(screen.getByRole('checkbox', { name: 'Save card' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save card' }));
    expect(onSaveCardChange).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Add Card' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("offers guests no Save card box, reads 'Please wait…' while busy and shows why the card failed", () => {
    render(
      <NewCardForm
        values={empty}
        onFieldChange={() => {}}
        offerSaveCard={false}
        saveCard
        onSaveCardChange={() => {}}
        onSubmit={() => {}}
        busy
        error="Couldn't save card, please try again"
      />,
    );
    expect(screen.queryByRole('checkbox', { name: 'Save card' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Please wait…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent("Couldn't save card, please try again");
  });
});
