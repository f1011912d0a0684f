import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTimeline } from './order-timeline';

const placedAt = '2026-06-01T05:00:00.000Z';
const shippedAt = '2026-06-02T09:30:00.000Z';

describe('OrderTimeline', () => {
  it('lists the steps reached with their time in Pakistan, marks the current one, and says what is still to come', () => {
    render(
      <OrderTimeline
        status="shipped"
        timeline={[
          { status: 'placed', label: 'Placed', at: placedAt },
          { status: 'shipped', label: 'Shipped', at: shippedAt },
        ]}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Placed1 Jun 2026, 10:00 am',
      'Shipped2 Jun 2026, 2:30 pm',
      'DeliveredNot yet',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
  });

  it('ends a cancelled order at Cancelled with nothing to come', () => {
    render(
      <OrderTimeline
        status="cancelled"
        timeline={[
          { status: 'placed', label: 'Placed', at: placedAt },
          { status: 'cancelled', label: 'Cancelled', at: shippedAt },
        ]}
        formatDate={() => 'then'}
      />,
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Placedthen', 'Cancelledthen']);
    expect(screen.queryByText('Not yet')).toBeNull();
  });
});
