import type { DemoCategory } from './demo/types.js';

/** Slugs of the level-4 leaves under the root with the given slug, in tree order. */
export function leafSlugsUnder(roots: readonly DemoCategory[], rootSlug: string): string[] {
  const root = roots.find((r) => r.slug === rootSlug);
  if (!root) return [];
  const leaves: string[] = [];
  const walk = (node: DemoCategory, level: number) => {
    if (level === 4) leaves.push(node.slug);
    for (const child of node.children ?? []) walk(child, level + 1);
  };
  walk(root, 1);
  return leaves;
}
