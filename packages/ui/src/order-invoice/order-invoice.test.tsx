import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { placedOrder } from '../fixtures/orders';
import { OrderInvoice } from './order-invoice';

describe('OrderInvoice', () => {
  it('lists each line with copies, unit price and amount, the totals as charged and the total', () => {
    render(<OrderInvoice order={placedOrder} />);
    const invoice = screen.getByRole('article', { name: 'Invoice' });
    const table = within(invoice).getByRole('table', { name: 'Items of Order No: 1024' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ItemQtyUnit priceAmount',
      'The Reluctant Fundamentalist2Rs. 900Rs. 1,800',
      'Ice Candy Man1Rs. 1,495Rs. 1,495',
      'SubtotalRs. 3,295',
      'ShippingRs. 300',
      'Gift wrapRs. 100',
      'TotalRs. 3,695',
    ]);
    expect(invoice).toHaveTextContent('Cash on Delivery (To pay on delivery)');
    expect(invoice).toHaveTextContent('Bill to');
    expect(invoice).toHaveTextContent('ayesha@example.pk');
  });

  it('offers Print and the PDF when given', async () => {
    const onPrint = vi.fn();
    render(<OrderInvoice order={placedOrder} onPrint={onPrint} pdfHref="/api/orders/1024/invoice.pdf" />);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(onPrint).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/orders/1024/invoice.pdf',
    );
  });
});
