import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './stat-card';

describe('StatCard', () => {
  it('shows the label, the figure and its detail, without a link when no address is given', () => {
    render(<StatCard label="Orders today" value="12" detail="Rs. 48,250 revenue" />);
    expect(screen.getByText('Orders today')).toBeInTheDocument();
    expect(screen.getByText('12')).toHaveClass('bk-stat-card__value');
    expect(screen.getByText('Rs. 48,250 revenue')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('becomes one link named by its label and figure when it lists items, marked when it asks for work', () => {
    render(
      <StatCard
        label="Waiting to confirm by phone"
        value={3}
        href="/admin/orders?status=placed"
        tone="attention"
      />,
    );
    const link = screen.getByRole('link', { name: 'Waiting to confirm by phone 3' });
    expect(link).toHaveAttribute('href', '/admin/orders?status=placed');
    expect(link).toHaveClass('bk-stat-card--attention');
  });
});
