import { type ReactNode, useId } from 'react';
import { cx } from '../utils/cx';
import { ICON_GLYPHS } from '../utils/icon-glyphs';

/** What a form control needs to be wired to its label, hint and error. */
export interface FieldWiring {
  controlId: string;
  hintId: string;
  errorId: string;
  hasError: boolean;
  /** aria-describedby for the control, or undefined when nothing describes it. */
  describedBy: string | undefined;
}

/**
 * Ids and aria wiring shared by every labelled control (TextField, SelectField), so each announces
 * its hint and error the same way.
 */
export function useFieldWiring(options: {
  id: string | undefined;
  hint: ReactNode;
  error: ReactNode;
  /** Ids the caller already points at (e.g. from a parent), kept first. */
  describedBy?: string | undefined;
}): FieldWiring {
  const generatedId = useId();
  const controlId = options.id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const { error } = options;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const ids = [options.describedBy, options.hint ? hintId : undefined, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return { controlId, hintId, errorId, hasError, describedBy: ids || undefined };
}

export interface FieldFrameProps {
  wiring: FieldWiring;
  label: ReactNode;
  hint: ReactNode;
  error: ReactNode;
  required: boolean | undefined;
  className: string | undefined;
  /** The control itself, carrying `wiring.controlId` and `wiring.describedBy`. */
  children: ReactNode;
}

/** The label above a control and the hint and error under it. */
export function FieldFrame({ wiring, label, hint, error, required, className, children }: FieldFrameProps) {
  return (
    <div className={cx('bk-field', wiring.hasError && 'bk-field--invalid', className)}>
      <label className="bk-field__label" htmlFor={wiring.controlId}>
        {label}
        {required ? (
          <span className="bk-field__required" aria-hidden="true">
            {' '}
            {ICON_GLYPHS.required}
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={wiring.hintId} className="bk-field__hint">
          {hint}
        </p>
      ) : null}
      {wiring.hasError ? (
        <p id={wiring.errorId} className="bk-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
