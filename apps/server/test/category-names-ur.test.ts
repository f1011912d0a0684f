import {
  type AdminCategoryNode,
  CATALOGUE_API_PATHS,
  type HighDiscountCategories,
  type ListingPage,
  type MenuGroupData,
} from '@bookshop/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demoCategories } from '../src/catalog/demo/index.js';
import type { DemoCategory } from '../src/catalog/demo/types.js';
import { seedDemo } from '../src/catalog/seed-demo.js';
import { categories } from '../src/db/schema/index.js';
import { useCheckoutTestApp } from './support/checkout.js';
import { type SignedInStaff, signedInStaff } from './support/staff.js';

/*
 * Categories' Urdu names end to end: the demo catalogue gives each one, the storefront's answers
 * carry it beside the English name (`labelUr`, the same answer for every language, so it stays
 * cacheable), and the desk sets and clears it.
 */

const t = useCheckoutTestApp();
let cataloguer: SignedInStaff;

beforeAll(async () => {
  cataloguer = await signedInStaff(t.app, t.database.db, 'catalogue');
});

function flattenDemo(nodes: readonly DemoCategory[]): DemoCategory[] {
  return nodes.flatMap((node) => [node, ...flattenDemo(node.children ?? [])]);
}

async function urduNameOf(slug: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ nameUr: categories.nameUr })
    .from(categories)
    .where(eq(categories.slug, slug));
  if (!row) throw new Error(`no category ${slug}`);
  return row.nameUr;
}

async function menu(): Promise<MenuGroupData[]> {
  return (await t.app.inject('/api/categories/menu')).json().data.groups;
}

/** Waits until the shop's read cache has heard of a change (the database announces each one). */
async function announced<T>(write: () => Promise<T>): Promise<T> {
  const seen = t.app.catalogueCache.stats.invalidations;
  const result = await write();
  await vi.waitFor(() => expect(t.app.catalogueCache.stats.invalidations).toBeGreaterThan(seen), {
    timeout: 1000,
    interval: 5,
  });
  return result;
}

function patchCategory(id: number, payload: object) {
  return t.app.inject({
    method: 'PATCH',
    url: CATALOGUE_API_PATHS.category(id),
    headers: cataloguer.headers,
    payload,
  });
}

describe('the demo catalogue’s categories in Urdu', () => {
  it('gives every demo category an Urdu name in Urdu letters', () => {
    const missing = flattenDemo(demoCategories).filter(
      (node) => !node.nameUr || !/[\u0600-\u06FF]/.test(node.nameUr),
    );
    expect(missing.map((node) => node.slug)).toEqual([]);
  });

  it('writes each Urdu name into the database when seeded', async () => {
    expect(await urduNameOf('urdu-books-poetry')).toBe('شاعری');
    expect(await urduNameOf('stationery-art-supplies')).toBe('اسٹیشنری اور آرٹ کا سامان');
    const [unnamed] = await t.database.db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.nameUr, ''));
    expect(unnamed).toBeUndefined();
  });
});

describe('the storefront’s answers', () => {
  it('menu: every group, section and leaf carries its Urdu name beside its English one', async () => {
    const groups = await menu();
    const children = groups.find((group) => group.slug === 'children');
    expect(children).toMatchObject({ label: 'Children', labelUr: 'بچوں کی کتابیں' });
    expect(children?.sections[0]).toMatchObject({ label: 'Ages 0-2', labelUr: 'عمر 0 تا 2 سال' });
    const every = groups.flatMap((group) => [
      group,
      ...group.categories,
      ...group.sections.flatMap((section) => [section, ...section.categories]),
    ]);
    expect(every.filter((entry) => !entry.labelUr)).toEqual([]);
  });

  it('category listing: the category and each parent above it carry their Urdu names', async () => {
    const groups = await menu();
    const poetry = groups
      .find((group) => group.slug === 'urdu-books')
      ?.categories.find((leaf) => leaf.label.startsWith('Urdu Poetry'));
    expect(poetry).toBeDefined();
    const res = await t.app.inject(`/api/categories/${poetry?.id}/books`);
    expect(res.statusCode).toBe(200);
    const { category } = res.json().data as ListingPage;
    expect(category).toMatchObject({ label: 'Urdu Poetry (شاعری)', labelUr: 'شاعری' });
    expect(category.parents.map((parent) => parent.labelUr)).toEqual([
      'اردو کتابیں',
      'اردو ادب',
      'شاعری و نثر',
    ]);
  });

  it('high discounts: each group carries its Urdu name', async () => {
    const { all } = (await t.app.inject('/api/high-discount-categories')).json()
      .data as HighDiscountCategories;
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((group) => !group.labelUr)).toEqual([]);
  });

  it('answers the same for every language, so one cached answer serves both', async () => {
    const english = await t.app.inject('/api/categories/menu');
    const urdu = await t.app.inject({
      url: '/api/categories/menu',
      headers: { 'x-shop-language': 'ur', 'accept-language': 'ur-PK' },
    });
    expect(urdu.body).toBe(english.body);
    expect(english.headers['cache-control']).toContain('public');
  });
});

describe('the desk’s Urdu name of a category', () => {
  async function leafNamed(slug: string): Promise<AdminCategoryNode> {
    const res = await t.app.inject({ url: CATALOGUE_API_PATHS.categories, headers: cataloguer.headers });
    const flatten = (nodes: readonly AdminCategoryNode[]): AdminCategoryNode[] =>
      nodes.flatMap((node) => [node, ...flatten(node.children)]);
    const node = flatten(res.json().data.categories).find((each) => each.slug === slug);
    if (!node) throw new Error(`no category ${slug}`);
    return node;
  }

  it('shows it in the tree, sets it (the menu follows at once), and clears it with an empty one', async () => {
    const humour = await leafNamed('fiction-humour');
    expect(humour.name_ur).toBe('مزاح');

    const set = await announced(() => patchCategory(humour.id, { name_ur: '  ہنسی مذاق  ' }));
    expect(set.statusCode).toBe(200);
    expect((await leafNamed('fiction-humour')).name_ur).toBe('ہنسی مذاق');
    const leaf = (await menu()).flatMap((group) => group.categories).find((each) => each.id === humour.id);
    expect(leaf).toMatchObject({ label: 'Humour', labelUr: 'ہنسی مذاق' });

    const cleared = await announced(() => patchCategory(humour.id, { name_ur: '' }));
    expect(cleared.statusCode).toBe(200);
    expect((await leafNamed('fiction-humour')).name_ur).toBeNull();
    const after = (await menu()).flatMap((group) => group.categories).find((each) => each.id === humour.id);
    expect(after).toMatchObject({ label: 'Humour', labelUr: null });
  });

  it('refuses an Urdu name longer than 80 characters', async () => {
    const travel = await leafNamed('all-books-travel');
    const res = await patchCategory(travel.id, { name_ur: 'س'.repeat(81) });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['name_ur']);
  });

  it('keeps an Urdu name staff gave when the demo catalogue is seeded again, and fills in a missing one', async () => {
    const law = await leafNamed('all-books-law');
    await patchCategory(law.id, { name_ur: 'قانون کی کتابیں' });
    const sports = await leafNamed('all-books-sports');
    await t.database.db.update(categories).set({ nameUr: null }).where(eq(categories.id, sports.id));

    await seedDemo(t.database.db);

    expect(await urduNameOf('all-books-law')).toBe('قانون کی کتابیں');
    expect(await urduNameOf('all-books-sports')).toBe('کھیل');
  });
});
