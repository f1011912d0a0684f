import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleMenuGroups } from '../fixtures/menu-groups';
import { MegaMenu } from './mega-menu';

function panelOf(toggle: HTMLElement): HTMLElement {
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('toggle controls no panel');
  return panel;
}

describe('MegaMenu', () => {
  it('lists every group as a link in a Categories navigation', () => {
    render(<MegaMenu groups={sampleMenuGroups} activePath="/" />);
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    for (const label of [
      'All Books',
      'Fiction',
      'Non-Fiction',
      'Young Adults',
      'Children',
      'Urdu Books',
      'Our Publications',
      'High Discounts',
      'Stationery & Art Supplies',
    ]) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
  });

  it('splits a panel into columns of 13 categories', async () => {
    render(<MegaMenu groups={sampleMenuGroups} activePath="/" />);
    const toggle = screen.getByRole('button', { name: 'Fiction categories' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const columns = within(panelOf(toggle)).getAllByRole('list');
    expect(columns.map((column) => within(column).getAllByRole('link').length)).toEqual([13, 13, 4]);
    expect(within(columns[1] as HTMLElement).getAllByRole('link')[0]).toHaveTextContent('Horror');
  });

  it('shows a group note such as Currently Only Lahore', () => {
    render(<MegaMenu groups={sampleMenuGroups} activePath="/" />);
    const panel = panelOf(screen.getByRole('button', { name: 'Stationery & Art Supplies categories' }));
    expect(within(panel).getByText('Currently Only Lahore')).toBeInTheDocument();
  });

  it('shows Toys & Games and Send Gift Card greyed out and not clickable', () => {
    render(<MegaMenu groups={sampleMenuGroups} activePath="/toys-and-games" />);
    for (const label of ['Toys & Games', 'Send Gift Card']) {
      expect(screen.queryByRole('link', { name: new RegExp(label) })).not.toBeInTheDocument();
      const entry = screen.getByText(label);
      expect(entry).toHaveAttribute('aria-disabled', 'true');
      expect(entry).not.toHaveAttribute('href');
      expect(screen.queryByRole('button', { name: `${label} categories` })).not.toBeInTheDocument();
    }
  });

  it('closes an open panel on Escape and returns focus to its toggle', async () => {
    render(<MegaMenu groups={sampleMenuGroups} activePath="/" />);
    const toggle = screen.getByRole('button', { name: 'Fiction categories' });
    await userEvent.click(toggle);
    await userEvent.tab();
    expect(within(panelOf(toggle)).getAllByRole('link')[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when the pointer goes down elsewhere, when focus leaves and when the path changes', async () => {
    const { rerender } = render(
      <>
        <MegaMenu groups={sampleMenuGroups} activePath="/" />
        <button type="button">Elsewhere</button>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Children categories' });

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    rerender(
      <>
        <MegaMenu groups={sampleMenuGroups} activePath="/all-books-by-age-group/3-5" />
        <button type="button">Elsewhere</button>
      </>,
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('after a category is chosen, closes its panel and opens none on hover until the pointer leaves the menu', async () => {
    render(<MegaMenu groups={sampleMenuGroups} activePath="/" />);
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    const toggle = screen.getByRole('button', { name: 'Children categories' });
    await userEvent.click(toggle);
    const category = within(panelOf(toggle)).getAllByRole('link')[0]!;
    // The link's own navigation is the router's business; here only the menu's answer counts.
    category.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(category);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveClass('bk-mega--resting');
    fireEvent.pointerLeave(nav);
    expect(nav).not.toHaveClass('bk-mega--resting');
  });

  it('opens no panel on hover right after the path changes, until the pointer comes into the menu anew', () => {
    const { rerender } = render(<MegaMenu groups={sampleMenuGroups} activePath="/" />);
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(nav).not.toHaveClass('bk-mega--resting');
    rerender(<MegaMenu groups={sampleMenuGroups} activePath="/category/level4/2/instock" />);
    expect(nav).toHaveClass('bk-mega--resting');
    fireEvent.pointerEnter(nav);
    expect(nav).not.toHaveClass('bk-mega--resting');
  });

  it('opening one panel closes another', async () => {
    render(<MegaMenu groups={sampleMenuGroups} activePath="/" />);
    const fiction = screen.getByRole('button', { name: 'Fiction categories' });
    const children = screen.getByRole('button', { name: 'Children categories' });
    await userEvent.click(fiction);
    await userEvent.click(children);
    expect(fiction).toHaveAttribute('aria-expanded', 'false');
    expect(children).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(children);
    expect(children).toHaveAttribute('aria-expanded', 'false');
  });

  it('highlights Children and the age group on all-books-by-age-group pages', () => {
    render(<MegaMenu groups={sampleMenuGroups} activePath="/all-books-by-age-group/3-5" />);
    expect(screen.getByRole('link', { name: 'Children' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Ages 3 to 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Fiction' })).not.toHaveAttribute('aria-current');
  });

  it('highlights Our Publications on our-publication pages and a group on its own page', () => {
    const { rerender } = render(<MegaMenu groups={sampleMenuGroups} activePath="/our-publication/7" />);
    expect(screen.getByRole('link', { name: 'Our Publications' })).toHaveClass('bk-mega__link--active');

    rerender(<MegaMenu groups={sampleMenuGroups} activePath="/category/level1/2/instock" />);
    expect(screen.getByRole('link', { name: 'Fiction' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Our Publications' })).not.toHaveClass('bk-mega__link--active');
  });

  it('splits High Discounts into Popular and All, each category with its count', async () => {
    render(<MegaMenu groups={sampleMenuGroups} activePath="/" />);
    const toggle = screen.getByRole('button', { name: 'High Discounts categories' });
    await userEvent.click(toggle);
    const panel = panelOf(toggle);
    const popular = within(panel).getByRole('list', { name: 'Popular' });
    const all = within(panel).getByRole('list', { name: 'All' });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Fiction (42)', 'Non-Fiction (27)']);
    expect(within(all).getAllByRole('link')).toHaveLength(5);
    expect(within(all).getByRole('link', { name: 'Urdu Books (9)' })).toHaveAttribute(
      'href',
      '/high-discount-category/level1/804/instock',
    );
  });

  it('highlights High Discounts on a high-discount listing', () => {
    render(<MegaMenu groups={sampleMenuGroups} activePath="/high-discount-category/level1/803/instock" />);
    expect(screen.getByRole('link', { name: 'High Discounts' })).toHaveAttribute('aria-current', 'true');
  });
});
