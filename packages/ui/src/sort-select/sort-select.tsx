import { useId } from 'react';
import { useMessages } from '../i18n';
import { cx } from '../utils/cx';

export interface SortOption<T extends string> {
  value: T;
  label: string;
}

export interface SortSelectProps<T extends string> {
  value: T;
  options: readonly SortOption<T>[];
  onChange: (value: T) => void;
  /** The select's label; 'Sort by' in the page's language when not given. */
  label?: string;
  className?: string;
}

/**
 * A labelled select for the order of a result list.
 * Use it above a result list to change its order; it is not a form field (use SelectField in
 * forms).
 */
export function SortSelect<T extends string>({
  value,
  options,
  onChange,
  label,
  className,
}: SortSelectProps<T>) {
  const t = useMessages();
  const id = useId();
  return (
    <div className={cx('bk-sort', className)}>
      <label htmlFor={id} className="bk-sort__label">
        {label ?? t.format('catalog.sort.label')}
      </label>
      <select
        id={id}
        className="bk-sort__select"
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
