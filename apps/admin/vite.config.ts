import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** react-router's production build (its package exports name only the development one; see apps/web). */
const routerProductionBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * The back office: a client-rendered app the shop's server serves under /admin (ADMIN_DIST_DIR),
 * apart from the storefront, so none of it reaches a shopper's first download.
 */
export default defineConfig(({ command }) => ({
  base: '/admin/',
  plugins: [react()],
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: routerProductionBuild }] } : {},
  server: {
    port: 5174,
    // In development the API runs separately (pnpm --filter @bookshop/server dev).
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Staff on the shop's own laptops and phones, not shoppers: React, the router, Redux Toolkit
    // and the shared validation (yup, libphonenumber) are one ~190 KB gzip'd start, cached after.
    chunkSizeWarningLimit: 800,
  },
}));
