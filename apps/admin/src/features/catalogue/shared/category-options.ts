import type { AdminCategoryNode } from '@bookshop/domain';

/** A category as one line of a list: its id, level and the names from the top down to it. */
export interface CategoryOption {
  id: number;
  level: number;
  hidden: boolean;
  /** 'Books › History › Asia › Pakistan'. */
  label: string;
  path: readonly string[];
}

/** The levels under which books are filed: the form offers only these. */
export const BOOK_CATEGORY_LEVEL = 4;

/** Every category of the tree in the tree's order (a parent before its children), with its path. */
export function flattenCategories(
  nodes: readonly AdminCategoryNode[],
  above: readonly string[] = [],
  hiddenAbove = false,
): CategoryOption[] {
  const sorted = [...nodes].sort((a, b) => a.position - b.position);
  return sorted.flatMap((node) => {
    const path = [...above, node.name];
    const hidden = hiddenAbove || node.hidden;
    return [
      { id: node.id, level: node.level, hidden, label: path.join(' › '), path },
      ...flattenCategories(node.children, path, hidden),
    ];
  });
}

/** Finds a category by id anywhere in the tree. */
export function findCategory(nodes: readonly AdminCategoryNode[], id: number): AdminCategoryNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findCategory(node.children, id);
    if (below) return below;
  }
  return null;
}

/** The parent of a category (null for a top-level one or one not in the tree). */
export function parentOf(nodes: readonly AdminCategoryNode[], id: number): AdminCategoryNode | null {
  const node = findCategory(nodes, id);
  return node?.parent_id ? findCategory(nodes, node.parent_id) : null;
}
