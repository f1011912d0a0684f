import { defineConfig } from 'tsup';

/** The package's modules, without their tests. */
const sources = ['src/**/*.ts', '!src/**/*.test.ts', '!src/test-support.ts', '!src/test-support/**'];
/** The public entries: the React API, the React-free core and the back office's API. */
const entries = {
  index: 'src/index.ts',
  'core/index': 'src/core/index.ts',
  'admin/index': 'src/admin/index.ts',
};

// Published for any consumer: ESM (dist/index.js) and CommonJS (dist/index.cjs), each with its own
// declarations (index.d.ts, index.d.cts) so TypeScript's node16 resolution picks the right flavour.
// The React-free core is an entry of its own (`@bookshop/api-client/core`, dist/core/): it loads
// without react or react-redux. The back office's API is another entry
// (`@bookshop/api-client/admin`, dist/admin/) so the storefront never bundles it.
export default defineConfig([
  {
    // ESM one file per source module, not bundled: an app's bundler then places each resource's
    // endpoints in the chunk of the pages that use them (the checkout's and the orders' with those
    // pages), instead of all of them in the first page (issue 29: the first page's budget).
    entry: sources,
    bundle: false,
    format: ['esm'],
    dts: { entry: entries },
    clean: true,
    sourcemap: true,
    target: 'es2022',
  },
  {
    // CommonJS for require(): one file per entry, as Node loads it.
    entry: entries,
    format: ['cjs'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
  },
]);
