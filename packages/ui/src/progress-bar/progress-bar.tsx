import { type ReactNode, useId } from 'react';
import { useMessages } from '../i18n';
import { cx } from '../utils/cx';

export interface ProgressBarProps {
  /** What is progressing, e.g. 'Import of catalogue.csv'; the bar's accessible name. */
  label: ReactNode;
  /** 0 to 100; left out while the amount of work is not known yet (the bar moves without a figure). */
  percent?: number | null;
  /** The figure in words, e.g. '4,200 of 10,000 rows read'; read out instead of the bare percent. */
  valueText?: string;
  /** `done` and `failed` colour the bar; the words say it too. */
  tone?: 'working' | 'done' | 'failed';
  className?: string;
}

/**
 * A labelled progress bar for long work the server does (a catalogue import): the figure in words
 * under it, and a bar screen readers read as a progress bar with its value. Without a percent it
 * shows work under way with no figure. Use it for any job followed by polling.
 */
export function ProgressBar({ label, percent, valueText, tone = 'working', className }: ProgressBarProps) {
  const t = useMessages();
  const labelId = useId();
  const known = typeof percent === 'number' && Number.isFinite(percent);
  const value = known ? Math.min(100, Math.max(0, Math.round(percent))) : undefined;
  const text = valueText ?? (value === undefined ? t.format('shell.progress.starting') : `${value}%`);
  return (
    <div className={cx('bk-progress', `bk-progress--${tone}`, className)}>
      <div className="bk-progress__head">
        <span id={labelId} className="bk-progress__label">
          {label}
        </span>
        <span className="bk-progress__value" aria-hidden="true">
          {value === undefined ? '' : `${value}%`}
        </span>
      </div>
      <div
        className={cx('bk-progress__track', value === undefined && 'bk-progress__track--unknown')}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={text}
      >
        <div
          className="bk-progress__fill"
          style={value === undefined ? undefined : { inlineSize: `${value}%` }}
        />
      </div>
      <p className="bk-progress__text">{text}</p>
    </div>
  );
}
