import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('is a progress bar named by its label with its value in words', () => {
    render(
      <ProgressBar label="Import of catalogue.csv" percent={42.4} valueText="4,240 of 10,000 rows read" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Import of catalogue.csv' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '4,240 of 10,000 rows read');
    expect(screen.getByText('4,240 of 10,000 rows read')).toBeInTheDocument();
  });

  it('keeps the value between 0 and 100', () => {
    const { rerender } = render(<ProgressBar label="Import" percent={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ProgressBar label="Import" percent={-3} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('has no value while the amount of work is not known, and says it is starting', () => {
    render(<ProgressBar label="Import" percent={null} />);
    const bar = screen.getByRole('progressbar', { name: 'Import' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-valuetext', 'Starting…');
  });
});
