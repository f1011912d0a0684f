import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../utils/cx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'value' | 'onChange'> {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  /** Text of the empty first option, e.g. 'Select a province'. */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  className?: string;
}

/**
 * A labelled drop-down with hint and error wired like TextField's. A value that is not among the
 * options (an old address, a list that changed) is still shown as chosen rather than silently
 * replaced by the first option.
 */
export function SelectField({
  label,
  value,
  options,
  onValueChange,
  placeholder,
  error,
  hint,
  id,
  className,
  required,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');
  const known = value === '' || options.some((option) => option.value === value);
  const shown = known ? options : [{ value, label: value }, ...options];

  return (
    <div className={cx('bk-field', hasError && 'bk-field--invalid', className)}>
      <label className="bk-field__label" htmlFor={selectId}>
        {label}
        {required ? (
          <span className="bk-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <select
        {...selectProps}
        id={selectId}
        required={required}
        value={value}
        className="bk-field__input bk-field__select"
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="bk-field__hint">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className="bk-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
