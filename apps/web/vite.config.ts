import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
  // server's renderer in dist/ssr/ (package.json "build"), which the shop's server imports. The
  // renderer takes React, the router and Redux from node_modules and bundles the workspace packages.
  build: { target: 'es2022', sourcemap: true },
});
