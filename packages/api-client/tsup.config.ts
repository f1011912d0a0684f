import { defineConfig } from 'tsup';

// Published for any consumer: ESM (dist/index.js) and CommonJS (dist/index.cjs), each with its own
// declarations (index.d.ts, index.d.cts) so TypeScript's node16 resolution picks the right flavour.
// The React-free core is an entry of its own (`@bookshop/api-client/core`, dist/core/): it loads
// without react or react-redux. The back office's API is another entry
// (`@bookshop/api-client/admin`, dist/admin/) so the storefront never bundles it.
export default defineConfig({
  entry: { index: 'src/index.ts', 'core/index': 'src/core/index.ts', 'admin/index': 'src/admin/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
