import { defineConfig } from 'tsup';

// Published for any consumer: ESM (dist/index.js) and CommonJS (dist/index.cjs), each with its own
// declarations (index.d.ts, index.d.cts) so TypeScript's node16 resolution picks the right flavour.
export default defineConfig({
  entry: ['src/index.ts', 'src/core.ts', 'src/catalogue-en.ts', 'src/catalogue-ur.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
