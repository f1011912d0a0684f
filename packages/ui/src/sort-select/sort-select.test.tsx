import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
