import { PRICE_BANDS, type PriceBand, type SearchFacetValue } from '@bookshop/domain';
import { describe, expect, it } from 'vitest';
import {
  type BookFacets,
  CatalogueFacets,
  type CategoryNode,
  type FacetSearch,
  firstInOrder,
} from './catalogue-facets.js';

/**
 * The category tree of the fixture: Fiction with a visible Mystery and a hidden Secret (whose own
 * child Deep is not hidden but sits under it), and a hidden root Attic with a child Loft.
 */
const FICTION = 1;
const MYSTERY = 2;
const SECRET = 3;
const DEEP = 4;
const ATTIC = 5;
const LOFT = 6;

const TREE: CategoryNode[] = [
  { id: FICTION, parentId: null, name: 'Fiction', hidden: false },
  { id: MYSTERY, parentId: FICTION, name: 'Mystery', hidden: false },
  { id: SECRET, parentId: FICTION, name: 'Secret', hidden: true },
  { id: DEEP, parentId: SECRET, name: 'Deep', hidden: false },
  { id: ATTIC, parentId: null, name: 'Attic', hidden: true },
  { id: LOFT, parentId: ATTIC, name: 'Loft', hidden: false },
];

const book = (id: number, values: Partial<Omit<BookFacets, 'id'>>): BookFacets => ({
  id,
  selling: 1000,
  discount: 0,
  year: 2000,
  status: 'available',
  withdrawn: false,
  language: 'en',
  publisher: null,
  authors: [],
  categories: [],
  ...values,
});

/**
 * Six books on sale (1, 2, 3, 4, 5, 8), one withdrawn (6) and one removed (7). Book 3 has no
 * author and is filed only under Deep (below the hidden Secret); book 8 only under Loft (below
 * the hidden Attic); books 2 and 8 have no publisher, books 3 and 8 no year.
 */
const BOOKS: BookFacets[] = [
  book(1, {
    selling: 300,
    discount: 10,
    year: 2001,
    language: 'en',
    publisher: 'Penguin',
    authors: ['Ann', 'Bob'],
    categories: [MYSTERY],
  }),
  book(2, {
    selling: 700,
    year: 1999,
    status: 'out_of_stock',
    language: 'en',
    authors: ['Bob'],
    categories: [MYSTERY, DEEP],
  }),
  book(3, {
    selling: 1500,
    discount: 25,
    year: null,
    status: 'pre_order',
    language: 'ur',
    publisher: 'Sang',
    categories: [DEEP],
  }),
  book(4, {
    selling: 500,
    discount: 10,
    year: 2001,
    language: 'ur',
    publisher: 'Penguin',
    authors: ['Cid'],
    categories: [FICTION],
  }),
  book(5, {
    selling: 5000,
    discount: 25,
    year: 2010,
    status: 'on_demand',
    language: 'en',
    publisher: 'Sang',
    authors: ['Ann'],
  }),
  book(6, {
    selling: 100,
    withdrawn: true,
    publisher: 'Penguin',
    authors: ['Ann'],
    categories: [MYSTERY],
  }),
  book(7, { selling: 200, publisher: 'Gone', authors: ['Ann', 'Eve'], categories: [FICTION] }),
  book(8, {
    selling: 499,
    year: null,
    language: 'fr',
    authors: ['Dee', 'Ann'],
    categories: [LOFT],
  }),
];

function fixture(): CatalogueFacets {
  const facets = new CatalogueFacets();
  facets.setCategories(TREE);
  for (const b of BOOKS) facets.set(b);
  facets.remove(7);
  return facets;
}

const NO_FILTERS: FacetSearch = {
  category: null,
  author: null,
  publisher: null,
  language: null,
  price: null,
  availability: null,
  minPrice: null,
  maxPrice: null,
};

const band = (key: string): PriceBand => {
  const found = PRICE_BANDS.find((b) => b.key === key);
  if (!found) throw new Error(`no price band ${key}`);
  return found;
};

/** A facet as [value, count] pairs, in the order listed. */
const pairs = (values: SearchFacetValue[]): Array<[string, number]> => values.map((v) => [v.value, v.count]);

const count = (facets: CatalogueFacets, search: Partial<FacetSearch>, matches: number[] | null = null) =>
  facets.count(matches === null ? null : Int32Array.from(matches), { ...NO_FILTERS, ...search });

describe('CatalogueFacets.count', () => {
  it('without filters shows every book on sale and lists each facet exactly, with labels', () => {
    const facets = fixture();
    expect(facets.size).toBe(6);
    const { shown, facets: f } = count(facets, {});
    expect([...shown]).toEqual([1, 2, 3, 4, 5, 8]);
    // Each category counts the books filed under it directly; Secret, Deep, Attic and Loft are
    // never listed (hidden, or under a hidden category).
    expect(f.category).toEqual([
      { value: String(MYSTERY), label: 'Mystery', count: 2 },
      { value: String(FICTION), label: 'Fiction', count: 1 },
    ]);
    expect(f.author).toEqual([
      { value: 'Ann', label: 'Ann', count: 3 },
      { value: 'Bob', label: 'Bob', count: 2 },
      { value: 'Cid', label: 'Cid', count: 1 },
      { value: 'Dee', label: 'Dee', count: 1 },
    ]);
    // Books without a publisher (2, 8) count for none; ties by label.
    expect(f.publisher).toEqual([
      { value: 'Penguin', label: 'Penguin', count: 2 },
      { value: 'Sang', label: 'Sang', count: 2 },
    ]);
    expect(f.language).toEqual([
      { value: 'en', label: 'English', count: 3 },
      { value: 'ur', label: 'Urdu', count: 2 },
      { value: 'fr', label: 'French', count: 1 },
    ]);
    // 300 and 499 under 500; 500 and 700 in 500-1000; 1500; 5000 in the open-ended band.
    expect(f.price).toEqual([
      { value: '0-500', label: 'Under Rs. 500', count: 2 },
      { value: '500-1000', label: 'Rs. 500 to 1,000', count: 2 },
      { value: '1000-2000', label: 'Rs. 1,000 to 2,000', count: 1 },
      { value: '5000+', label: 'Rs. 5,000 and above', count: 1 },
    ]);
    expect(f.availability).toEqual([
      { value: 'available', label: 'Available', count: 3 },
      { value: 'out_of_stock', label: 'Out of stock', count: 1 },
      { value: 'pre_order', label: 'Pre-order', count: 1 },
      { value: 'on_demand', label: 'On demand', count: 1 },
    ]);
  });

  it('counts only the matched ids, leaving out withdrawn, removed and unknown ones', () => {
    const { shown, facets: f } = count(fixture(), {}, [1, 3, 6, 7, 8, 99]);
    expect([...shown]).toEqual([1, 3, 8]);
    expect(pairs(f.author)).toEqual([
      ['Ann', 2],
      ['Bob', 1],
      ['Dee', 1],
    ]);
    expect(pairs(f.language)).toEqual([
      ['en', 1],
      ['fr', 1],
      ['ur', 1],
    ]);
    expect(pairs(f.category)).toEqual([[String(MYSTERY), 1]]);
    expect([...count(fixture(), {}, []).shown]).toEqual([]);
  });

  it("counts a chosen facet's alternatives with the other filters only, and a book failing two filters nowhere", () => {
    // Book 1 passes both; 2 and 5 fail availability only; 4 and 8 fail language only; 3 fails both.
    const { shown, facets: f } = count(fixture(), { availability: 'available', language: 'en' });
    expect([...shown]).toEqual([1]);
    // Over the books the language filter lets in (1, 2, 5): pre_order (book 3) is nowhere.
    expect(pairs(f.availability)).toEqual([
      ['available', 1],
      ['out_of_stock', 1],
      ['on_demand', 1],
    ]);
    // Over the books the availability filter lets in (1, 4, 8): Urdu counts book 4, not book 3.
    expect(pairs(f.language)).toEqual([
      ['en', 1],
      ['fr', 1],
      ['ur', 1],
    ]);
    // The facets nobody chose count the shown book only.
    expect(pairs(f.author)).toEqual([
      ['Ann', 1],
      ['Bob', 1],
    ]);
    expect(pairs(f.publisher)).toEqual([['Penguin', 1]]);
    expect(pairs(f.price)).toEqual([['0-500', 1]]);
    expect(pairs(f.category)).toEqual([[String(MYSTERY), 1]]);
  });

  it('counts the category and author alternatives when both are chosen', () => {
    const { shown, facets: f } = count(fixture(), { category: MYSTERY, author: 'Ann' });
    expect([...shown]).toEqual([1]);
    // Over Ann's books (1, 5, 8): Mystery from book 1; Loft (book 8) is under a hidden root.
    expect(pairs(f.category)).toEqual([[String(MYSTERY), 1]]);
    // Over the books in Mystery (1, 2).
    expect(pairs(f.author)).toEqual([
      ['Bob', 2],
      ['Ann', 1],
    ]);
    expect(pairs(f.language)).toEqual([['en', 1]]);
  });

  it('filters by an author or publisher a book holds among several', () => {
    expect([...count(fixture(), { author: 'Bob' }).shown]).toEqual([1, 2]);
    expect([...count(fixture(), { author: 'Ann' }).shown]).toEqual([1, 5, 8]);
    expect([...count(fixture(), { publisher: 'Penguin' }).shown]).toEqual([1, 4]);
    expect([...count(fixture(), { language: 'ur' }).shown]).toEqual([3, 4]);
    expect([...count(fixture(), { availability: 'on_demand' }).shown]).toEqual([5]);
  });

  it('matches nothing for an unknown author, publisher, language or status, books without one included', () => {
    const byAuthor = count(fixture(), { author: 'Nobody' });
    expect([...byAuthor.shown]).toEqual([]);
    // The author facet still lists the alternatives; every other facet counts no book.
    expect(pairs(byAuthor.facets.author)).toEqual([
      ['Ann', 3],
      ['Bob', 2],
      ['Cid', 1],
      ['Dee', 1],
    ]);
    expect(byAuthor.facets.language).toEqual([]);
    expect(byAuthor.facets.category).toEqual([]);
    expect(byAuthor.facets.price).toEqual([]);
    const byPublisher = count(fixture(), { publisher: 'Nobody' });
    expect([...byPublisher.shown]).toEqual([]);
    expect(pairs(byPublisher.facets.publisher)).toEqual([
      ['Penguin', 2],
      ['Sang', 2],
    ]);
    expect(byPublisher.facets.availability).toEqual([]);
    // A name only a removed or withdrawn book held is as unknown.
    expect([...count(fixture(), { author: 'Eve' }).shown]).toEqual([]);
    expect([...count(fixture(), { publisher: 'Gone' }).shown]).toEqual([]);
    expect([...count(fixture(), { language: 'de' }).shown]).toEqual([]);
  });

  it('never lists hidden categories or those under them, while the filter takes in books filed under hidden subcategories', () => {
    const fiction = count(fixture(), { category: FICTION });
    // Book 3 is filed only under Deep (below the hidden Secret), book 2 under Mystery and Deep.
    expect([...fiction.shown]).toEqual([1, 2, 3, 4]);
    expect(pairs(fiction.facets.category)).toEqual([
      [String(MYSTERY), 2],
      [String(FICTION), 1],
    ]);
    expect(pairs(fiction.facets.author)).toEqual([
      ['Bob', 2],
      ['Ann', 1],
      ['Cid', 1],
    ]);
    // A hidden category itself, or a hidden root, still filters by its subtree.
    expect([...count(fixture(), { category: SECRET }).shown]).toEqual([2, 3]);
    expect([...count(fixture(), { category: ATTIC }).shown]).toEqual([8]);
    expect([...count(fixture(), { category: MYSTERY }).shown]).toEqual([1, 2]);
    expect([...count(fixture(), { category: 999 }).shown]).toEqual([]);
    const listed = count(fixture(), {}).facets.category.map((c) => Number(c.value));
    for (const hidden of [SECRET, DEEP, ATTIC, LOFT]) expect(listed).not.toContain(hidden);
  });

  it('lists a category again once its branch is shown, and hides it when the tree hides it', () => {
    const facets = fixture();
    facets.setCategories(TREE.map((c) => (c.id === SECRET ? { ...c, hidden: false } : c)));
    expect(pairs(count(facets, {}).facets.category)).toEqual([
      [String(DEEP), 2],
      [String(MYSTERY), 2],
      [String(FICTION), 1],
    ]);
    facets.setCategories(TREE.map((c) => (c.id === FICTION ? { ...c, hidden: true } : c)));
    expect(count(facets, {}).facets.category).toEqual([]);
    expect([...count(facets, { category: FICTION }).shown]).toEqual([1, 2, 3, 4]);
  });

  it('filters by price band (lower bound in, upper bound out) and by minPrice/maxPrice (both in)', () => {
    expect([...count(fixture(), { price: band('0-500') }).shown]).toEqual([1, 8]);
    expect([...count(fixture(), { price: band('500-1000') }).shown]).toEqual([2, 4]);
    expect([...count(fixture(), { price: band('2000-5000') }).shown]).toEqual([]);
    expect([...count(fixture(), { price: band('5000+') }).shown]).toEqual([5]);
    const between = count(fixture(), { minPrice: 500, maxPrice: 1500 });
    expect([...between.shown]).toEqual([2, 3, 4]);
    // minPrice/maxPrice hold for every facet's count, not only for the shown books.
    expect(pairs(between.facets.price)).toEqual([
      ['500-1000', 2],
      ['1000-2000', 1],
    ]);
    expect(pairs(between.facets.availability)).toEqual([
      ['available', 1],
      ['out_of_stock', 1],
      ['pre_order', 1],
    ]);
    // A band with a minimum price: the band's alternatives are counted above the minimum only.
    const bandAbove = count(fixture(), { price: band('500-1000'), minPrice: 600 });
    expect([...bandAbove.shown]).toEqual([2]);
    expect(pairs(bandAbove.facets.price)).toEqual([
      ['500-1000', 1],
      ['1000-2000', 1],
      ['5000+', 1],
    ]);
    expect([...count(fixture(), { maxPrice: 499 }).shown]).toEqual([1, 8]);
    expect([...count(fixture(), { minPrice: 5001 }).shown]).toEqual([]);
  });

  it('lists at most 20 values, most first, ties by label in code-unit order', () => {
    const facets = new CatalogueFacets();
    facets.setCategories([
      { id: 10, parentId: null, name: 'Zoology', hidden: false },
      { id: 11, parentId: null, name: 'art', hidden: false },
      { id: 12, parentId: null, name: 'Biology', hidden: false },
    ]);
    // 18 authors A01..A18 and "Bob", "alice", "Émile" once each; "Zed" twice.
    const single = [
      ...Array.from({ length: 18 }, (_, i) => `A${String(i + 1).padStart(2, '0')}`),
      'Émile',
      'alice',
      'Bob',
    ];
    for (const [i, name] of single.entries())
      facets.set(book(i + 1, { authors: [name], categories: [i % 2 === 0 ? 11 : 12] }));
    facets.set(book(22, { authors: ['Zed'], categories: [10] }));
    facets.set(book(23, { authors: ['Zed'], categories: [10] }));
    const { shown, facets: f } = count(facets, {});
    expect(shown.length).toBe(23);
    expect(f.author.map((a) => a.label)).toEqual([
      'Zed',
      ...Array.from({ length: 18 }, (_, i) => `A${String(i + 1).padStart(2, '0')}`),
      // Upper case before lower case before accented letters: "alice" and "Émile" are cut.
      'Bob',
    ]);
    expect(f.author[0]?.count).toBe(2);
    // 21 single books alternate between art (11 of them) and Biology (10); Zoology has 2.
    expect(pairs(f.category)).toEqual([
      ['11', 11],
      ['12', 10],
      ['10', 2],
    ]);
    // Equal counts (12 each): "Biology" before "art" (code units), whatever the ids.
    facets.set(book(24, { categories: [11] }));
    facets.set(book(25, { categories: [12] }));
    facets.set(book(26, { categories: [12] }));
    expect(count(facets, {}).facets.category.map((c) => c.label)).toEqual(['Biology', 'art', 'Zoology']);
  });

  it('follows set() replacing a book (fewer authors, other categories, withdrawn) and remove()', () => {
    const facets = fixture();
    facets.set({ ...(BOOKS[0] as BookFacets), authors: ['Ann'], categories: [FICTION], status: 'on_demand' });
    const replaced = count(facets, {});
    expect([...replaced.shown]).toEqual([1, 2, 3, 4, 5, 8]);
    expect(pairs(replaced.facets.author)).toEqual([
      ['Ann', 3],
      ['Bob', 1],
      ['Cid', 1],
      ['Dee', 1],
    ]);
    expect(pairs(replaced.facets.category)).toEqual([
      [String(FICTION), 2],
      [String(MYSTERY), 1],
    ]);
    expect(pairs(replaced.facets.availability)).toEqual([
      ['available', 2],
      ['out_of_stock', 1],
      ['pre_order', 1],
      ['on_demand', 2],
    ]);
    expect([...count(facets, { author: 'Bob' }).shown]).toEqual([2]);
    expect([...count(facets, { category: MYSTERY }).shown]).toEqual([2]);
    // One author where there were two, then none at all.
    facets.set({ ...(BOOKS[7] as BookFacets), authors: [] });
    expect([...count(facets, { author: 'Dee' }).shown]).toEqual([]);
    expect([...count(facets, { author: 'Ann' }).shown]).toEqual([1, 5]);
    facets.remove(4);
    expect(facets.size).toBe(5);
    expect([...count(facets, { publisher: 'Penguin' }).shown]).toEqual([1]);
    expect(pairs(count(facets, {}).facets.language)).toEqual([
      ['en', 3],
      ['fr', 1],
      ['ur', 1],
    ]);
    facets.set({ ...(BOOKS[4] as BookFacets), withdrawn: true });
    expect([...count(facets, {}).shown]).toEqual([1, 2, 3, 8]);
    // A withdrawn book put back on sale, and a removed one set again, are shown again.
    facets.set(BOOKS[4] as BookFacets);
    facets.set(BOOKS[3] as BookFacets);
    expect([...count(facets, {}).shown]).toEqual([1, 2, 3, 4, 5, 8]);
    // A book with an id past every earlier one.
    facets.set(book(500, { authors: ['Bob'], publisher: 'Penguin' }));
    expect([...count(facets, { author: 'Bob' }).shown]).toEqual([2, 500]);
  });
});

describe('CatalogueFacets.page', () => {
  /** Ties on every key, so the id decides among them. */
  function sortable(): CatalogueFacets {
    const facets = new CatalogueFacets();
    facets.setCategories([]);
    const rows: Array<[number, number, number, number | null]> = [
      // id, selling, discount, year
      [1, 500, 10, 2000],
      [2, 300, 20, null],
      [3, 500, 20, 2010],
      [4, 800, 0, 2000],
      [5, 300, 10, null],
      [6, 500, 20, 2010],
    ];
    for (const [id, selling, discount, year] of rows) facets.set(book(id, { selling, discount, year }));
    return facets;
  }

  it('orders by price ascending and descending, the id ascending among equal prices', () => {
    const facets = sortable();
    const { shown } = count(facets, {});
    expect(facets.page(shown, 'price_asc', 0, 10)).toEqual([2, 5, 1, 3, 6, 4]);
    expect(facets.page(shown, 'price_desc', 0, 10)).toEqual([4, 1, 3, 6, 2, 5]);
  });

  it('orders newest first with books without a year last, the later id first among equal years', () => {
    const facets = sortable();
    expect(facets.page(count(facets, {}).shown, 'newest', 0, 10)).toEqual([6, 3, 4, 1, 5, 2]);
  });

  it('orders by discount descending, then the cheaper, then the id', () => {
    const facets = sortable();
    expect(facets.page(count(facets, {}).shown, 'discount_desc', 0, 10)).toEqual([2, 3, 6, 5, 1, 4]);
  });

  it('returns the page asked for, of the shown books only, leaving the shown list as it was', () => {
    const facets = sortable();
    const { shown } = count(facets, {});
    expect(facets.page(shown, 'price_asc', 2, 3)).toEqual([1, 3, 6]);
    expect(facets.page(shown, 'price_asc', 5, 3)).toEqual([4]);
    expect(facets.page(shown, 'price_asc', 6, 3)).toEqual([]);
    expect([...shown]).toEqual([1, 2, 3, 4, 5, 6]);
    const some = count(facets, {}, [1, 4, 5]).shown;
    expect(facets.page(some, 'price_desc', 0, 10)).toEqual([4, 1, 5]);
    expect(facets.page(some, 'newest', 0, 2)).toEqual([4, 1]);
  });
});

describe('firstInOrder', () => {
  it('gives the same first ids as a full sort, ties and all, for every count', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const ids = Int32Array.from({ length: 2000 }, (_, i) => i + 1);
    const price = Int32Array.from({ length: 2001 }, () => Math.floor(random() * 50));
    const byPrice = (a: number, b: number) => (price[a] as number) - (price[b] as number) || a - b;
    const sorted = Array.from(ids).sort(byPrice);
    for (const count of [0, 1, 24, 100, 249, 250, 2000]) {
      expect(firstInOrder(ids, byPrice, count)).toEqual(sorted.slice(0, count));
    }
  });
});
