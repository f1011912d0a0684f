import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StockEditor } from './stock-editor';

describe('StockEditor', () => {
  it('raises only the count when only the count changed, so the shop moves the state', async () => {
    const onSave = vi.fn();
    render(<StockEditor itemName="Aag ka Darya" stock={0} stockStatus="out_of_stock" onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Save stock of Aag ka Darya' });
    expect(save).toBeDisabled();
    const count = screen.getByRole('textbox', { name: 'Stock of Aag ka Darya' });
    await userEvent.clear(count);
    await userEvent.type(count, '12{Enter}');
    expect(onSave).toHaveBeenCalledWith({ stock: '12' });
  });

  it('raises the state chosen, and both when both changed', async () => {
    const onSave = vi.fn();
    render(<StockEditor itemName="Raja Gidh" stock={3} stockStatus="available" onSave={onSave} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State of Raja Gidh' }), 'Pre-order');
    await userEvent.click(screen.getByRole('button', { name: 'Save stock of Raja Gidh' }));
    expect(onSave).toHaveBeenLastCalledWith({ stock_status: 'pre_order' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Stock of Raja Gidh' }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save stock of Raja Gidh' }));
    expect(onSave).toHaveBeenLastCalledWith({ stock: '30', stock_status: 'pre_order' });
  });

  it('starts again from the figures a save brought back and says what it did', async () => {
    const { rerender } = render(
      <StockEditor itemName="Raja Gidh" stock={0} stockStatus="out_of_stock" onSave={() => undefined} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Stock of Raja Gidh' }), '5');
    rerender(
      <StockEditor
        itemName="Raja Gidh"
        stock={5}
        stockStatus="available"
        onSave={() => undefined}
        message="Saved; 2 back-in-stock e-mails sent."
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Stock of Raja Gidh' })).toHaveValue('5');
    expect(screen.getByRole('combobox', { name: 'State of Raja Gidh' })).toHaveValue('available');
    expect(screen.getByRole('status')).toHaveTextContent('Saved; 2 back-in-stock e-mails sent.');
  });

  it('marks the count invalid and announces a refusal', () => {
    render(
      <StockEditor
        itemName="Raja Gidh"
        stock={1}
        stockStatus="available"
        onSave={() => undefined}
        error="The stock is a whole number of copies, from 0 to 1,000,000."
      />,
    );
    const count = screen.getByRole('textbox', { name: 'Stock of Raja Gidh' });
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(count).toHaveAccessibleDescription('The stock is a whole number of copies, from 0 to 1,000,000.');
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
