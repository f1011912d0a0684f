import {
  type AutocompleteResult,
  formatRupees,
  type STOCK_LABELS,
  shelfPrice,
  textLangAttributes,
} from '@bookshop/domain';
import type { MessageKey, Messages } from '@bookshop/i18n/core';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Ltr, useMessages } from '../i18n';
import { cx } from '../utils/cx';

/** The spec's placeholder, word for word (the English catalogue's; the box words it in the page's language). */
export const SEARCH_PLACEHOLDER = 'Keyword | Title | Author | ISBN | Publisher';

export interface SearchBoxProps {
  /** The text in the box; the container owns it so it can debounce the suggestion call. */
  value: string;
  onValueChange: (value: string) => void;
  /** Suggestions for the current text, best first. */
  suggestions: readonly AutocompleteResult[];
  /** Raised with the trimmed text when the shopper submits without choosing a suggestion. */
  onSubmit: (keyword: string) => void;
  /** Raised when a suggestion is chosen by click or Enter. */
  onSelectSuggestion: (suggestion: AutocompleteResult) => void;
  /** Suggestions are being fetched. */
  loading?: boolean;
  /** Accessible name of the box; the catalogue's "Search books" by default. */
  label?: string;
  /** The catalogue's placeholder (the spec's, in English) by default. */
  placeholder?: string;
  className?: string;
}

/**
 * What a suggestion reads as: 'Rs.' and the rounded selling price (spec section 2), the same
 * price as the book's card and page, after its own discount.
 */
export function suggestionPrice(suggestion: Pick<AutocompleteResult, 'PAK_PRICE' | 'Discount'>): string {
  return formatRupees(shelfPrice(suggestion.PAK_PRICE, suggestion.Discount).now);
}

/** The struck list price of a discounted suggestion, or null when it sells at its list price. */
function suggestionListPrice(suggestion: Pick<AutocompleteResult, 'PAK_PRICE' | 'Discount'>): string | null {
  const { was } = shelfPrice(suggestion.PAK_PRICE, suggestion.Discount);
  return was === null ? null : formatRupees(was);
}

function SuggestionListPrice({ suggestion }: { suggestion: AutocompleteResult }) {
  const was = suggestionListPrice(suggestion);
  const t = useMessages();
  if (was === null) return null;
  return (
    <>
      {/* Screen readers mostly ignore <del>, so say what the struck price is. */}
      <span className="bk-visually-hidden"> {t.format('shell.search.insteadOf')} </span>{' '}
      <del className="bk-search__price-was">
        <Ltr>{was}</Ltr>
      </del>
    </>
  );
}

/** The catalogue's name of each stock state (the domain's STOCK_LABELS, in English). */
const STOCK_LABEL_KEYS: Readonly<Record<keyof typeof STOCK_LABELS, MessageKey>> = {
  available: 'catalog.stock.available',
  out_of_stock: 'catalog.stock.outOfStock',
  pre_order: 'catalog.stock.preOrder',
  on_demand: 'catalog.stock.onDemand',
};

function statusLabel(t: Messages, status: string): string {
  const key = STOCK_LABEL_KEYS[status as keyof typeof STOCK_LABELS];
  return key ? t.format(key) : status.replaceAll('_', ' ');
}

/**
 * The header search: an ARIA 1.2 combobox whose listbox offers suggestions. Arrows move through
 * them, Enter chooses the highlighted one (or submits the text), Escape clears the box, and
 * focus stays in the text box throughout (aria-activedescendant).
 * Use it in the header's search slot; the container fetches suggestions (after a pause, from two
 * characters) and navigates on submit or choice.
 */
export function SearchBox({
  value,
  onValueChange,
  suggestions,
  onSubmit,
  onSelectSuggestion,
  loading = false,
  label: labelGiven,
  placeholder: placeholderGiven,
  className,
}: SearchBoxProps) {
  const t = useMessages();
  const label = labelGiven ?? t.format('shell.search.label');
  const placeholder = placeholderGiven ?? t.format('shell.search.placeholder');
  const id = useId();
  const listId = `${id}-list`;
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [seen, setSeen] = useState(suggestions);
  // New suggestions: nothing is highlighted yet and a dismissed list may show again.
  if (seen !== suggestions) {
    setSeen(suggestions);
    setActiveIndex(-1);
    setDismissed(false);
  }

  const open = focused && !dismissed && value.trim().length > 0 && suggestions.length > 0;
  const active = open && activeIndex >= 0 ? suggestions[activeIndex] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (suggestion: AutocompleteResult) => {
    setDismissed(true);
    setActiveIndex(-1);
    onSelectSuggestion(suggestion);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (active) {
      choose(active);
      return;
    }
    const keyword = value.trim();
    if (!keyword) return;
    setDismissed(true);
    onSubmit(keyword);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!open) {
          setDismissed(false);
          setActiveIndex(step === 1 ? 0 : count - 1);
          return;
        }
        // Positions run from -1 (nothing highlighted, the typed text stands) to the last
        // suggestion and wrap around, so the shopper can always get back to their own text.
        setActiveIndex((current) => ((current + 1 + step + count + 1) % (count + 1)) - 1);
        return;
      }
      case 'Escape':
        if (value === '' && !open) return;
        // Handled here: a dialog around the box (the site menu) must not close as well.
        event.preventDefault();
        setActiveIndex(-1);
        onValueChange('');
        return;
      default:
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet mapped to the search role everywhere
    <form role="search" className={cx('bk-search', className)} onSubmit={handleSubmit}>
      <label htmlFor={`${id}-input`} className="bk-visually-hidden">
        {label}
      </label>
      <div className="bk-search__field">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          className="bk-search__input"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          aria-busy={loading || undefined}
          onChange={(event) => {
            setDismissed(false);
            onValueChange(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setActiveIndex(-1);
          }}
        />
        <button type="submit" className="bk-search__submit">
          <span className="bk-search__icon" aria-hidden="true" />
          <span className="bk-visually-hidden">{t.format('shell.search.submit')}</span>
        </button>
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t.format('shell.search.suggestions')}
        className="bk-search__list"
        hidden={!open}
      >
        {open
          ? suggestions.map((suggestion, index) => (
              // Options stay unfocusable on purpose: focus remains in the box and the keyboard
              // moves through them with aria-activedescendant, handled on the input.
              // biome-ignore lint/a11y/useFocusableInteractive: see above
              // biome-ignore lint/a11y/useKeyWithClickEvents: see above
              <div
                key={suggestion.Book_Id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={cx('bk-search__option', index === activeIndex && 'bk-search__option--active')}
                // Keeps focus in the box, so blur does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActiveIndex(index)}
                onClick={() => choose(suggestion)}
              >
                <span className="bk-search__title" dir="auto" {...textLangAttributes(suggestion.BOOK_TITLE)}>
                  {suggestion.BOOK_TITLE}
                </span>
                {suggestion.authorName ? (
                  <span
                    className="bk-search__author"
                    dir="auto"
                    {...textLangAttributes(suggestion.authorName)}
                  >
                    {suggestion.authorName}
                  </span>
                ) : null}
                <span className="bk-search__meta">
                  <span className="bk-search__price">
                    <Ltr>{suggestionPrice(suggestion)}</Ltr>
                    <SuggestionListPrice suggestion={suggestion} />
                  </span>
                  <span
                    className={cx('bk-search__status', `bk-stock--${suggestion.status.replaceAll('_', '-')}`)}
                  >
                    {statusLabel(t, suggestion.status)}
                  </span>
                </span>
              </div>
            ))
          : null}
      </div>
      <p className="bk-visually-hidden" role="status">
        {open ? t.format('shell.search.count', { count: suggestions.length }) : ''}
      </p>
    </form>
  );
}
