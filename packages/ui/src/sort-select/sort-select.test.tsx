import { formatMessage } from '@bookshop/i18n/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../i18n';
import { SortSelect } from './sort-select';

const options = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'newest', label: 'Newest' },
] as const;

describe('SortSelect', () => {
  it('shows the current order and raises the one chosen', async () => {
    const onChange = vi.fn();
    render(<SortSelect value="relevance" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('relevance');
    await userEvent.selectOptions(select, 'Newest');
    expect(onChange).toHaveBeenCalledWith('newest');
  });
});

describe('SortSelect in Urdu', () => {
  it('labels itself in Urdu when no label is given', () => {
    render(
      <MessagesProvider language="ur">
        <SortSelect value="relevance" options={options} onChange={vi.fn()} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('combobox', { name: formatMessage('ur', 'catalog.sort.label') })).toHaveValue(
      'relevance',
    );
  });
});
