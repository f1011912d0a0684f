import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAdmin, shellHandlers } from '../../test/admin-test-utils';
import { bookRow, categoryTree } from './test/catalogue-test-utils';

const list = {
  body: { data: { books: [bookRow()], next_after: null, total: 1, total_capped: false, limit: 50 } },
};

describe('the catalogue desk in the back office', () => {
  it('is in the navigation of a catalogue member, without the order desk', async () => {
    fakeServer({
      ...shellHandlers('catalogue'),
      'GET /api/admin/catalogue/books': list,
      'GET /api/admin/catalogue/categories': { body: { data: { categories: categoryTree() } } },
    });
    renderAdmin('/catalogue/books', 'catalogue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Books' })).toBeInTheDocument();
    const nav = screen
      .getAllByRole('navigation')
      .find((n) => within(n).queryByRole('link', { name: 'Books' }));
    expect(nav).toBeDefined();
    const links = within(nav as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Books',
      'Bulk CSV',
      'Categories',
      'Home page',
      'Card discounts',
      'Book requests',
      'Gift cards',
    ]);
    expect(within(nav as HTMLElement).getByRole('link', { name: 'Books' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is refused to an orders-only member, who is told so and sent nowhere near its calls', async () => {
    const sent = fakeServer({ ...shellHandlers('orders') });
    renderAdmin('/catalogue/card-rules', 'orders');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(sent.some((request) => request.path.startsWith('/api/admin/catalogue'))).toBe(false);
  });
});
