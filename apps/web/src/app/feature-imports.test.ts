import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { crossFeatureImports, findCrossFeatureImports } from './feature-imports';

const srcDir = path.resolve(import.meta.dirname, '..');

describe('feature boundaries', () => {
  it('no file under src/features imports another feature (shared code lives in app/ or shared/)', () => {
    expect(findCrossFeatureImports(srcDir)).toEqual([]);
  });

  it('catches static, dynamic and re-exported imports into another feature, and nothing else', () => {
    const file = path.join(srcDir, 'features/cart/cart-page.tsx');
    const source = [
      "import { a } from '../account/login-dialog-container';",
      "const b = lazy(() => import('../../features/checkout/checkout-page'));",
      "export { c } from '../search/search-url';",
      "import './cart.css';",
      "import { d } from './cart-slice';",
      "import { e } from '../../app/dialogs/dialogs-slice';",
      "import { f } from '@bookshop/domain';",
    ].join('\n');
    expect(crossFeatureImports(srcDir, file, source).map((found) => found.specifier)).toEqual([
      '../account/login-dialog-container',
      '../../features/checkout/checkout-page',
      '../search/search-url',
    ]);
  });
});
