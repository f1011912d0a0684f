import type { FormEvent, ReactNode } from 'react';
import { Button } from '../button';
import { cx } from '../utils/cx';

export interface FilterBarProps {
  /** Names the search landmark, e.g. 'Filter orders'. */
  label: string;
  /** The filter fields (TextField, SelectField, date inputs): laid out in a wrapping row. */
  children: ReactNode;
  /** The fields were submitted (Apply, or Enter in a field). */
  onApply: () => void;
  /** Clears every filter; the button shows only when some filter is set. */
  onClear?: () => void;
  /** How many filters are set now; 0 hides the Clear button. */
  activeCount?: number;
  applyLabel?: string;
  className?: string;
}

/**
 * A row of filters above a list, applied together with one button (or Enter), so a slow list is
 * not fetched again on every key press; it wraps onto several lines on a phone. The fields are
 * the caller's own, with their state. Use it above a DataTable.
 */
export function FilterBar({
  label,
  children,
  onApply,
  onClear,
  activeCount = 0,
  applyLabel = 'Apply filters',
  className,
}: FilterBarProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet mapped to the search role everywhere
    <form
      role="search"
      aria-label={label}
      className={cx('bk-filter-bar', className)}
      onSubmit={submit}
      noValidate
    >
      <div className="bk-filter-bar__fields">{children}</div>
      <div className="bk-filter-bar__actions">
        <Button type="submit">{applyLabel}</Button>
        {onClear && activeCount > 0 ? (
          <Button variant="secondary" onClick={onClear}>
            Clear filters ({activeCount})
          </Button>
        ) : null}
      </div>
    </form>
  );
}
