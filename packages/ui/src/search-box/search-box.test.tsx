import type { AutocompleteResult } from '@bookshop/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sampleSuggestions } from '../fixtures/suggestions';
import { MessagesProvider } from '../i18n';
import { SEARCH_PLACEHOLDER, SearchBox, suggestionPrice } from './search-box';

interface HarnessProps {
  suggestions?: readonly AutocompleteResult[];
  onSubmit?: (keyword: string) => void;
  onSelectSuggestion?: (suggestion: AutocompleteResult) => void;
  onValueChange?: (value: string) => void;
  initialValue?: string;
}

// The container owns the text; this stands in for it.
function Harness({
  suggestions = sampleSuggestions,
  onSubmit = vi.fn(),
  onSelectSuggestion = vi.fn(),
  onValueChange,
  initialValue = '',
}: HarnessProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <SearchBox
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
      suggestions={value ? suggestions : []}
      onSubmit={onSubmit}
      onSelectSuggestion={onSelectSuggestion}
    />
  );
}

describe('SearchBox', () => {
  it('is a combobox in a search landmark with the spec placeholder', () => {
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Search books' });
    expect(box).toHaveAttribute('placeholder', SEARCH_PLACEHOLDER);
    expect(SEARCH_PLACEHOLDER).toBe('Keyword | Title | Author | ISBN | Publisher');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('search')).toContainElement(box);
  });

  it('lists suggestions with title, author, rounded selling price in rupees (list price struck when discounted) and status', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('combobox'), 'mo');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option');
    expect(options).toHaveLength(3);
    const [first, second] = options;
    expect(first).toHaveTextContent('The Reluctant Fundamentalist');
    expect(first).toHaveTextContent('Mohsin Hamid');
    expect(first).toHaveTextContent('Rs. 1,000');
    expect(first).toHaveTextContent('Available');
    expect(first?.querySelector('del')).toBeNull();
    // Moth Smoke: Rs. 1,250.4 with 15% off sells at Rs. 1,062, as its card and page say.
    expect(second).toHaveTextContent('Rs. 1,062 instead of Rs. 1,250');
    expect(second?.querySelector('del')).toHaveTextContent('Rs. 1,250');
    expect(second).toHaveTextContent('Out of stock');
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
  });

  it('rounds prices to whole rupees', () => {
    expect(suggestionPrice({ PAK_PRICE: 499.5, Discount: 0 })).toBe('Rs. 500');
    expect(suggestionPrice({ PAK_PRICE: 1234.49, Discount: 0 })).toBe('Rs. 1,234');
  });

  it('shows the selling price after the book’s own discount, as unitPrice gives it', () => {
    // Harry Potter in the demo catalogue: Rs. 1,950 with 15% off sells at Rs. 1,657.
    expect(suggestionPrice({ PAK_PRICE: 1950, Discount: 15 })).toBe('Rs. 1,657');
  });

  it('marks an Urdu title and author as Urdu, right to left, and leaves English ones alone', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('combobox'), 'mo');
    const [first, , urdu] = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(within(urdu!).getByText('راجہ گدھ')).toHaveAttribute('lang', 'ur');
    expect(within(urdu!).getByText('راجہ گدھ')).toHaveAttribute('dir', 'rtl');
    expect(within(urdu!).getByText('بانو قدسیہ')).toHaveAttribute('lang', 'ur');
    expect(within(first!).getByText('The Reluctant Fundamentalist')).not.toHaveAttribute('lang');
  });

  it('moves through the options with the arrow keys and chooses one with Enter', async () => {
    const onSelectSuggestion = vi.fn();
    const onSubmit = vi.fn();
    render(<Harness onSelectSuggestion={onSelectSuggestion} onSubmit={onSubmit} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'mo');
    await userEvent.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Back on the typed text: nothing highlighted.
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowUp}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onSelectSuggestion).toHaveBeenCalledWith(sampleSuggestions[2]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits the trimmed text when nothing is highlighted', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} suggestions={[]} />);
    await userEvent.type(screen.getByRole('combobox'), '  Ghalib  {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Ghalib');
  });

  it('does not submit an empty box', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('combobox'), '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('chooses a suggestion by click', async () => {
    const onSelectSuggestion = vi.fn();
    render(<Harness onSelectSuggestion={onSelectSuggestion} />);
    await userEvent.type(screen.getByRole('combobox'), 'ra');
    await userEvent.click(screen.getByRole('option', { name: /راجہ گدھ/ }));
    expect(onSelectSuggestion).toHaveBeenCalledWith(sampleSuggestions[2]);
  });

  it('clears the box with Escape and keeps the Escape from reaching a dialog around it', async () => {
    const onValueChange = vi.fn();
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    render(<Harness onValueChange={onValueChange} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'moth');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(outer.mock.calls.at(-1)?.[0].defaultPrevented).toBe(true);
    // On an empty box Escape is left to whoever else wants it.
    await userEvent.keyboard('{Escape}');
    expect(outer.mock.calls.at(-1)?.[0].defaultPrevented).toBe(false);
    document.removeEventListener('keydown', outer);
  });

  it('closes the list when focus leaves and opens it again on focus', async () => {
    render(
      <>
        <Harness />
        <button type="button">Elsewhere</button>
      </>,
    );
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'mo');
    expect(screen.getByRole('listbox')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('SearchBox in Urdu', () => {
  it('words its label, placeholder, stock states and the suggestion count in Urdu, prices left to right', async () => {
    render(
      <MessagesProvider language="ur">
        <Harness />
      </MessagesProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'کتابیں تلاش کریں' });
    expect(box).toHaveAttribute('placeholder', 'کتاب کا نام | مصنف | ISBN | ناشر | کوئی لفظ');
    await userEvent.type(box, 'mo');
    const options = within(screen.getByRole('listbox', { name: 'تجاویز' })).getAllByRole('option');
    const [first, second] = options;
    expect(first?.querySelector('bdi[dir="ltr"]')).toHaveTextContent('Rs. 1,000');
    expect(second).toHaveTextContent('Rs. 1,062 کے بجائے Rs. 1,250');
    expect(second).toHaveTextContent('اسٹاک ختم');
    expect(screen.getByRole('status')).toHaveTextContent('3 تجاویز');
  });
});
