import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Timeline, type TimelineItem } from './timeline';

const items: TimelineItem[] = [
  { id: 'e1', at: '2026-11-25T09:00:00.000Z', timeLabel: '25 Nov, 14:00', title: 'Placed' },
  {
    id: 'e2',
    at: '2026-11-25T10:00:00.000Z',
    timeLabel: '25 Nov, 15:00',
    title: 'Placed → Processing',
    detail: 'by owner@bookshop.pk',
  },
  {
    id: 'm1',
    at: '2026-11-25T10:00:01.000Z',
    timeLabel: '25 Nov, 15:00',
    title: 'E-mail: Your order is being prepared',
    kind: 'email',
  },
];

describe('Timeline', () => {
  it('lists the entries in the order given, each with its machine-readable time, title and detail', () => {
    render(<Timeline label="Order history" items={items} />);
    const list = screen.getByRole('list', { name: 'Order history' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('.bk-timeline__title')?.textContent)).toEqual([
      'Placed',
      'Placed → Processing',
      'E-mail: Your order is being prepared',
    ]);
    expect(within(entries[1]!).getByText('25 Nov, 15:00')).toHaveAttribute(
      'datetime',
      '2026-11-25T10:00:00.000Z',
    );
    expect(within(entries[1]!).getByText('by owner@bookshop.pk')).toBeInTheDocument();
    expect(entries[2]).toHaveClass('bk-timeline__item--email');
    expect(entries[0]).toHaveClass('bk-timeline__item--status');
  });

  it('says nothing happened yet instead of an empty list', () => {
    render(<Timeline label="Order history" items={[]} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing has happened yet.')).toBeInTheDocument();
  });
});
