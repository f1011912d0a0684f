import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';
import { nextSort, sortRows } from './sort-rows';

interface OrderRow {
  id: number;
  email: string;
  total: number;
  city: string | null;
}

const rows: OrderRow[] = [
  { id: 1041, email: 'zara@example.pk', total: 1200, city: 'Lahore' },
  { id: 1042, email: 'ali@example.pk', total: 950, city: null },
  { id: 1043, email: 'Bilal@example.pk', total: 4300, city: 'Karachi' },
];

const columns: DataTableColumn<OrderRow>[] = [
  { id: 'id', header: 'Order', cell: (row) => `#${row.id}`, sortValue: (row) => row.id, primary: true },
  { id: 'email', header: 'E-mail', cell: (row) => row.email, sortValue: (row) => row.email },
  { id: 'city', header: 'City', cell: (row) => row.city ?? '—', sortValue: (row) => row.city },
  {
    id: 'total',
    header: 'Total',
    cell: (row) => `Rs. ${row.total}`,
    align: 'end',
    sortValue: (row) => row.total,
  },
];

/** The first cell of each body row, top to bottom. */
function firstCells(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('DataTable', () => {
  it('names itself by its caption and labels every cell with its column for the card layout', () => {
    render(<DataTable caption="Orders" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order↕', 'E-mail↕', 'City↕', 'Total↕']);
    const total = within(table).getByText('Rs. 950');
    expect(total).toHaveAttribute('data-label', 'Total');
    expect(total).toHaveClass('bk-data-table__end');
    expect(within(table).getByText('#1042')).toHaveClass('bk-data-table__primary');
    expect(firstCells()).toEqual(['#1041', '#1042', '#1043']);
  });

  it('sorts by a column when its header is pressed, then the other way, saying so with aria-sort', async () => {
    const onSortChange = vi.fn();
    render(
      <DataTable
        caption="Orders"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        onSortChange={onSortChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    expect(firstCells()).toEqual(['#1042', '#1041', '#1043']);
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'total', direction: 'ascending' });
    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    expect(firstCells()).toEqual(['#1043', '#1041', '#1042']);
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /E-mail/ })).not.toHaveAttribute('aria-sort');
  });

  it('sorts text as people do (case aside) and puts rows without a value last', async () => {
    render(<DataTable caption="Orders" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    await userEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    expect(firstCells()).toEqual(['#1042', '#1043', '#1041']);
    await userEvent.click(screen.getByRole('button', { name: 'City' }));
    expect(firstCells()).toEqual(['#1043', '#1041', '#1042']);
    await userEvent.click(screen.getByRole('button', { name: 'City' }));
    expect(firstCells()).toEqual(['#1041', '#1043', '#1042']);
  });

  it('leaves the order to the caller for a sortable column without a sort value, and shows the order it is given', async () => {
    const onSortChange = vi.fn();
    const serverColumns: DataTableColumn<OrderRow>[] = [
      { id: 'placed', header: 'Placed', cell: (row) => `#${row.id}`, sortable: true },
    ];
    render(
      <DataTable
        caption="Orders"
        columns={serverColumns}
        rows={rows}
        rowKey={(row) => row.id}
        sort={{ column: 'placed', direction: 'descending' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Placed/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Placed' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'placed', direction: 'ascending' });
    // The caller has not answered with a new order yet: the rows stay as given.
    expect(firstCells()).toEqual(['#1041', '#1042', '#1043']);
  });

  it('offers a Sort by menu for the card layout that sorts like the headers', async () => {
    render(<DataTable caption="Orders" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const menu = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(menu).getByRole('option', { name: 'As listed' })).toBeInTheDocument();
    await userEvent.selectOptions(menu, 'Total (descending)');
    expect(firstCells()).toEqual(['#1043', '#1041', '#1042']);
    expect(menu).toHaveValue('total:descending');
    expect(within(menu).queryByRole('option', { name: 'As listed' })).not.toBeInTheDocument();
  });

  it('pages the rows it is given with Previous and Next, back to the first page when the order changes', async () => {
    render(
      <DataTable caption="Orders" columns={columns} rows={rows} rowKey={(row) => row.id} pageSize={2} />,
    );
    expect(firstCells()).toEqual(['#1041', '#1042']);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(firstCells()).toEqual(['#1043']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(firstCells()).toEqual(['#1042', '#1041']);
  });

  it('links the pages the caller fetches, and shows no pager for rows that fit', () => {
    render(
      <DataTable
        caption="Orders"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        pageSize={10}
        pages={{ page: 2, pageCount: 3, hrefFor: (page) => `/admin/orders?page=${page}` }}
      />,
    );
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/orders?page=3');
  });

  it('says there is nothing to show instead of rows', () => {
    render(
      <DataTable
        caption="Orders"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        empty="No orders match."
      />,
    );
    const cell = screen.getByRole('cell', { name: 'No orders match.' });
    expect(cell).toHaveAttribute('colspan', '4');
  });

  it('scrolls inside a box of its own that the keyboard can reach, in the scroll layout, and marks a load in progress', () => {
    render(
      <DataTable
        caption="Audit log"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        narrowLayout="scroll"
        busy
      />,
    );
    const region = screen.getByRole('region', { name: 'Audit log' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });

  it('can keep its caption for assistive technology only', () => {
    render(
      <DataTable caption="Orders" captionHidden columns={columns} rows={rows} rowKey={(row) => row.id} />,
    );
    expect(screen.getByText('Orders', { selector: 'caption' })).toHaveClass('bk-visually-hidden');
  });
});

describe('sortRows and nextSort', () => {
  it('keep equal rows in their order and empty values last either way', () => {
    const values = [{ v: 2 }, { v: null }, { v: 1 }, { v: 2 }, { v: '' }] as { v: number | string | null }[];
    const up = sortRows(values, (row) => row.v, 'ascending');
    expect(up).toEqual([{ v: 1 }, { v: 2 }, { v: 2 }, { v: null }, { v: '' }]);
    expect(up[1]).toBe(values[0]);
    const down = sortRows(values, (row) => row.v, 'descending');
    expect(down).toEqual([{ v: 2 }, { v: 2 }, { v: 1 }, { v: null }, { v: '' }]);
    expect(sortRows(['item 10', 'item 9'], (row) => row, 'ascending')).toEqual(['item 9', 'item 10']);
  });

  it('turns a sorted column the other way and starts a new column ascending', () => {
    expect(nextSort(null, 'total')).toEqual({ column: 'total', direction: 'ascending' });
    expect(nextSort({ column: 'total', direction: 'ascending' }, 'total')).toEqual({
      column: 'total',
      direction: 'descending',
    });
    expect(nextSort({ column: 'total', direction: 'descending' }, 'total').direction).toBe('ascending');
    expect(nextSort({ column: 'total', direction: 'descending' }, 'email').direction).toBe('ascending');
  });
});
