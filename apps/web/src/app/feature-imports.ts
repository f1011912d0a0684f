import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One import of a feature file that reaches into another feature. */
export interface CrossFeatureImport {
  file: string;
  specifier: string;
}

// Static imports and re-exports (`from '...'`), side-effect imports and dynamic `import('...')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** The feature a path belongs to (`features/<name>/...` under `srcDir`), or null. */
export function featureOf(srcDir: string, file: string): string | null {
  const relative = path.relative(path.join(srcDir, 'features'), file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [feature, ...rest] = relative.split(path.sep);
  return rest.length > 0 && feature ? feature : null;
}

/**
 * The imports in `source` (the text of `file`) that resolve into a feature other than the
 * file's own. Only relative specifiers can point into `src/features`; package imports cannot.
 */
export function crossFeatureImports(srcDir: string, file: string, source: string): CrossFeatureImport[] {
  const own = featureOf(srcDir, file);
  if (own === null) return [];
  const found: CrossFeatureImport[] = [];
  for (const match of source.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? '';
    if (!specifier.startsWith('.')) continue;
    const target = featureOf(srcDir, path.resolve(path.dirname(file), specifier));
    if (target !== null && target !== own) found.push({ file: path.relative(srcDir, file), specifier });
  }
  return found;
}

/** Every TypeScript file under a directory. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every import in `src/features` that crosses into another feature. */
export function findCrossFeatureImports(srcDir: string): CrossFeatureImport[] {
  return sourceFiles(path.join(srcDir, 'features')).flatMap((file) =>
    crossFeatureImports(srcDir, file, readFileSync(file, 'utf8')),
  );
}
