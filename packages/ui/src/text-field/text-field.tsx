import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../utils/cx';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** Visible label; also the field's accessible name. */
  label: ReactNode;
  /** Validation message. When set the field is marked invalid and the message is announced with it. */
  error?: ReactNode;
  /** Help text under the field, e.g. an accepted phone format. */
  hint?: ReactNode;
  /** Classes for the wrapper, so forms can lay fields out in grids. */
  className?: string;
}

/** A labelled text input with hint and error text wired for assistive technology. */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  required,
  type = 'text',
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedByIds = [describedBy, hint ? hintId : undefined, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cx('bk-field', hasError && 'bk-field--invalid', className)}>
      <label className="bk-field__label" htmlFor={inputId}>
        {label}
        {required ? (
          <span className="bk-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        {...inputProps}
        id={inputId}
        type={type}
        required={required}
        className="bk-field__input"
        aria-invalid={hasError || undefined}
        aria-describedby={describedByIds || undefined}
      />
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
