import type { AdminCategoryNode } from '@bookshop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { categoryTree, fakeServer, renderCatalogue } from '../test/catalogue-test-utils';

function renamed(
  tree: AdminCategoryNode[],
  id: number,
  changes: Partial<AdminCategoryNode>,
): AdminCategoryNode[] {
  return tree.map((node) =>
    node.id === id
      ? { ...node, ...changes }
      : { ...node, children: renamed([...node.children], id, changes) },
  );
}

describe('CategoriesPage', () => {
  it('renames a category and shows the tree the server answers', async () => {
    const sent = fakeServer({
      'GET /api/admin/catalogue/categories': { body: { data: { categories: categoryTree() } } },
      'PATCH /api/admin/catalogue/categories/10': {
        body: { data: { categories: renamed(categoryTree(), 10, { name: 'Urdu Adab' }) } },
      },
    });
    renderCatalogue('/catalogue/categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Urdu' }));
    const name = screen.getByRole('textbox', { name: 'Name of Urdu' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Urdu Adab');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Renamed to Urdu Adab.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Urdu Adab' })).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ name: 'Urdu Adab' });
  });

  it('moves a category down among its siblings, and refuses an empty name before sending it', async () => {
    const sent = fakeServer({
      'GET /api/admin/catalogue/categories': { body: { data: { categories: categoryTree() } } },
      'PATCH /api/admin/catalogue/categories/10': { body: { data: { categories: categoryTree() } } },
    });
    renderCatalogue('/catalogue/categories');
    expect(await screen.findByRole('button', { name: 'Move Urdu up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Urdu down' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ position: 1 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit Urdu' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name of Urdu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Enter the name.')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'PATCH')).toHaveLength(1);
  });

  it('hides a category, moves one under a parent of the same level, and shows a refused move', async () => {
    const refused = 'A category can move only under another category of the same level as its parent now.';
    const sent = fakeServer({
      'GET /api/admin/catalogue/categories': { body: { data: { categories: categoryTree() } } },
      'PATCH /api/admin/catalogue/categories/11': {
        body: { data: { categories: renamed(categoryTree(), 11, { hidden: true }) } },
      },
      'PATCH /api/admin/catalogue/categories/21': { status: 422, body: { errors: { parent_id: [refused] } } },
    });
    renderCatalogue('/catalogue/categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hide from the menus' }));
    expect(await screen.findByText('English is hidden.')).toBeInTheDocument();
    const english = screen.getByText('English').closest('li') as HTMLElement;
    expect(within(english).getAllByText('Hidden')[0]).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show the categories under English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit English Fiction' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Move under/ }), 'Books › Urdu');
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      { hidden: true },
      { parent_id: 10 },
    ]);
  });

  it('sets a category’s Urdu name alone, right to left, clears it with an empty field, and sends nothing unchanged', async () => {
    const sent = fakeServer({
      'GET /api/admin/catalogue/categories': { body: { data: { categories: categoryTree() } } },
      'PATCH /api/admin/catalogue/categories/10': {
        body: { data: { categories: renamed(categoryTree(), 10, { name_ur: 'اردو ادب' }) } },
      },
    });
    renderCatalogue('/catalogue/categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Urdu' }));
    const urdu = screen.getByRole('textbox', { name: 'Urdu name of Urdu' });
    expect(urdu).toHaveValue('اردو');
    expect(urdu).toHaveAttribute('dir', 'rtl');
    expect(urdu).toHaveAttribute('lang', 'ur');
    await userEvent.clear(urdu);
    await userEvent.type(urdu, 'اردو ادب');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Urdu name of Urdu set to اردو ادب.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Urdu' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Urdu name of Urdu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Urdu name of Urdu cleared; Urdu pages show Urdu.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(sent.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      { name_ur: 'اردو ادب' },
      { name_ur: '' },
    ]);
  });
});
