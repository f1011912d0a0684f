import { Button, TextField } from '@bookshop/ui';
import { useId, useMemo, useState } from 'react';
import type { CategoryOption } from '../shared/category-options';

/** How many matches the picker lists at once; typing narrows them. */
const SHOWN = 25;

export interface CategoryPickerProps {
  /** The categories a book can be filed under (the tree's lowest level). */
  options: readonly CategoryOption[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  loading?: boolean;
}

/**
 * The categories of a book: the chosen ones with a Remove button each, and a search over the
 * tree's lowest level ('pakistan', 'history asia') whose matches are ticked to add them.
 */
export function CategoryPicker({ options, chosen, onChange, error, loading = false }: CategoryPickerProps) {
  const id = useId();
  const [find, setFind] = useState('');
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  const words = find.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = options.filter((option) => {
    const label = option.label.toLowerCase();
    return words.every((word) => label.includes(word));
  });
  const shown = matches.slice(0, SHOWN);

  const toggle = (categoryId: number, on: boolean) =>
    onChange(
      on ? [...chosen.filter((c) => c !== categoryId), categoryId] : chosen.filter((c) => c !== categoryId),
    );

  return (
    <fieldset
      className="catalogue-fieldset catalogue-categories"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>
        Categories <span aria-hidden="true">*</span>
      </legend>
      {chosen.length > 0 ? (
        <ul className="catalogue-chosen" aria-label="Chosen categories">
          {chosen.map((categoryId) => {
            const option = byId.get(categoryId);
            const label = option?.label ?? `Category ${categoryId}`;
            return (
              <li key={categoryId}>
                <span>{label}</span>
                <Button
                  variant="link"
                  onClick={() => toggle(categoryId, false)}
                  aria-label={`Remove ${label}`}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="admin-muted">No category chosen yet.</p>
      )}
      {error ? (
        <p id={`${id}-error`} className="bk-field__error">
          {error}
        </p>
      ) : null}
      <TextField
        label="Find a category"
        hint="Type words of its name or of the categories above it"
        type="search"
        value={find}
        onChange={(event) => setFind(event.target.value)}
      />
      {loading ? (
        <p className="admin-muted">Loading the categories…</p>
      ) : (
        <>
          <ul className="catalogue-options">
            {shown.map((option) => (
              <li key={option.id}>
                <label className="catalogue-check">
                  <input
                    type="checkbox"
                    checked={chosen.includes(option.id)}
                    onChange={(event) => toggle(option.id, event.target.checked)}
                  />
                  {option.label}
                  {option.hidden ? <span className="admin-muted"> (hidden)</span> : null}
                </label>
              </li>
            ))}
          </ul>
          <p className="admin-muted catalogue-small" aria-live="polite">
            {matches.length === 0
              ? 'No category matches.'
              : matches.length > SHOWN
                ? `Showing ${SHOWN} of ${matches.length} matches; type more to narrow them.`
                : `${matches.length} ${matches.length === 1 ? 'match' : 'matches'}.`}
          </p>
        </>
      )}
    </fieldset>
  );
}
