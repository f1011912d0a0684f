/** A page number, or a gap standing for the pages left out between two numbers. */
export type PageItem = number | 'gap';

/**
 * The page numbers a pager shows: always the first and last, the current page with `around`
 * neighbours on each side, and a gap wherever pages are left out. A gap never stands for a single
 * page; that page is shown instead.
 *
 * @example pageWindow(6, 20) // [1, 'gap', 5, 6, 7, 'gap', 20]
 */
export function pageWindow(page: number, pageCount: number, around = 1): PageItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const shown = new Set<number>([1, pageCount]);
  for (let p = current - around; p <= current + around; p += 1) {
    if (p >= 1 && p <= pageCount) shown.add(p);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push('gap');
    items.push(p);
    previous = p;
  }
  return items;
}
