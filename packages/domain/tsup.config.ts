import { defineConfig } from 'tsup';

/** The package's modules, without their tests and test helpers. */
const sources = ['src/**/*.ts', '!src/**/*.test.ts', '!src/test-support.ts', '!src/test-support/**'];

// Published for any consumer: ESM (dist/index.js) and CommonJS (dist/index.cjs), each with its own
// declarations (index.d.ts, index.d.cts) so TypeScript's node16 resolution picks the right flavour.
export default defineConfig([
  {
    // ESM one file per source module, not one bundle: an app's bundler then places each module in
    // the chunk that uses it. Bundled, the storefront's first page carried every rule any of its
    // lazy pages used (the checkout's, the admin audit list the validation schemas name): one
    // module is one unit to a bundler.
    entry: sources,
    bundle: false,
    format: ['esm'],
    dts: { entry: 'src/index.ts' },
    clean: true,
    sourcemap: true,
    target: 'es2022',
  },
  {
    // CommonJS for require(): one file, as Node loads it.
    entry: ['src/index.ts'],
    format: ['cjs'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
  },
]);
