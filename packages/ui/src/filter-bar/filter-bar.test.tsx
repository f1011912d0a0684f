import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar } from './filter-bar';

describe('FilterBar', () => {
  it('applies the filters once on Apply or Enter, not on every key press', async () => {
    const onApply = vi.fn();
    render(
      <FilterBar label="Filter orders" onApply={onApply}>
        <label>
          Search <input name="q" />
        </label>
      </FilterBar>,
    );
    expect(screen.getByRole('search', { name: 'Filter orders' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), '0300{Enter}');
    expect(onApply).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledTimes(2);
  });

  it('offers Clear filters with how many are set, only when some are', async () => {
    const onClear = vi.fn();
    const { rerender } = render(
      <FilterBar label="Filter orders" onApply={vi.fn()} onClear={onClear} activeCount={0}>
        <span />
      </FilterBar>,
    );
    expect(screen.queryByRole('button', { name: /Clear filters/ })).not.toBeInTheDocument();
    rerender(
      <FilterBar
        label="Filter orders"
        onApply={vi.fn()}
        onClear={onClear}
        activeCount={2}
        applyLabel="Search"
      >
        <span />
      </FilterBar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters (2)' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });
});
