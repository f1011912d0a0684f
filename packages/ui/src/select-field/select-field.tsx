import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame, useFieldWiring } from '../field-frame/field-frame';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not selectable (greyed out), e.g. a country the shop does not deliver to yet. */
  disabled?: boolean;
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
 * Use it in forms when the answer is one of a known list (province, country); use SortSelect for
 * the order of a result list.
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
  const wiring = useFieldWiring({ id, hint, error });
  const known = value === '' || options.some((option) => option.value === value);
  const shown = known ? options : [{ value, label: value }, ...options];

  return (
    <FieldFrame
      wiring={wiring}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <select
        {...selectProps}
        id={wiring.controlId}
        required={required}
        value={value}
        className="bk-field__input bk-field__select"
        aria-invalid={wiring.hasError || undefined}
        aria-describedby={wiring.describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {shown.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
