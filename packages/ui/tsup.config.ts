import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per component folder besides the two public ones (index and account): the chunks
  // shared between entries come out one per component, so the web app's bundler keeps each
  // component with the pages that use it, and what only lazy pages and dialogs need (Dialog,
  // SiteMenu, the listing controls) stays out of the first download.
  entry: ['src/index.ts', 'src/account.ts', 'src/admin.ts', 'src/*/index.ts'],
  format: ['esm'],
  // Types are published for the public entries only (admin: the back office's, with admin.css).
  dts: { entry: ['src/index.ts', 'src/account.ts', 'src/admin.ts'] },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // The Urdu web font (styles/urdu-font.css) is copied beside dist/index.css under its own name;
  // the app's bundler takes it from there like any other asset and adds its own content hash.
  loader: { '.woff2': 'file', '.woff': 'file' },
  esbuildOptions(options) {
    options.assetNames = '[name]';
  },
});
