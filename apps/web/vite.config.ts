import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledCatalogues, withoutIcuParser } from './build/precompiled-catalogues';

/**
 * react-router's package exports name only its development build (warnings, invariant messages,
 * dev-only checks); the production build sits beside it in dist/production, and its framework
 * mode's Vite plugin swaps it in. We use the library directly, so the browser's production build
 * points at it here: about 10 KB less to download and less to run before a page answers a tap.
 */
const routerProductionBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The browser's build (not the server's renderer, nor the dev server). */
const browserBuild = (command: string, isSsrBuild: boolean | undefined) => command === 'build' && !isSsrBuild;

export default defineConfig(({ command, isSsrBuild }) => ({
  // The browser's catalogues come parsed, and formatjs without its parser (build/precompiled-catalogues.ts).
  plugins: [react(), ...(browserBuild(command, isSsrBuild) ? [precompiledCatalogues()] : [])],
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: routerProductionBuild },
            ...(browserBuild(command, isSsrBuild) ? [withoutIcuParser] : []),
          ],
        }
      : {},
  // The server's renderer carries its libraries inside it, in their production builds, whatever
  // NODE_ENV the server runs with: taken from node_modules at run time, React, Redux Toolkit and the
  // router chose their development builds on a server started without NODE_ENV=production, and a
  // page took 200-400 ms to render instead of tens (dev checks, the serializability middleware).
  // It also no longer needs the workspace's node_modules beside it.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  server: {
    port: 5173,
    // In development the API runs separately (pnpm --filter @bookshop/server dev).
    proxy: {
      '/api': 'http://localhost:3000',
      '/images': 'http://localhost:3000',
      // The gift card dialog's plain form post and the payment provider's card-entry routes.
      '/update_e_gift_card': 'http://localhost:3000',
      '/sandbox-provider': 'http://localhost:3000',
    },
  },
  // `vite build` makes the browser's app in dist/; `vite build --ssr src/entry-server.tsx` the
  // server's renderer in dist/ssr/ (package.json "build"), which the shop's server imports, with
  // every library bundled (above).
  build: {
    target: 'es2022',
    // Every browser that runs an es2022 module script preloads modules itself (modulepreload is in
    // Chrome since 66, Safari since 17, Firefox since 115): no polyfill in the first page's code.
    modulePreload: { polyfill: false },
    sourcemap: true,
    // Everything the first page needs in one file: split by the bundler's defaults it was eight
    // (five of them under 300 bytes), each waiting for one of a phone's six connections before the
    // page could start, and 3% more Brotli bytes than the one file.
    //
    // The shop's own published packages (domain, api-client, validation, ui) come one module per
    // file, so the pages opened later would each fetch a dozen 1-2 KB chunks of them (the
    // checkout: 17 requests before it could render). Grouped by the pages that use them, with
    // groups under 8 KB merged into their neighbour, they come in a few.
    rolldownOptions: {
      output: {
        // A 'shop' group's chunk is named after every page that shares it; its file is just shop-<hash>.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('shop~') ? 'assets/shop-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 20 },
            {
              name: 'shop',
              test: /[\\/]packages[\\/](domain|api-client|validation|ui|i18n)[\\/]dist[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 8_000,
              priority: 10,
            },
          ],
        },
      },
    },
  },
}));
