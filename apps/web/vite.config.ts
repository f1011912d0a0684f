import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // In development the API runs separately (pnpm --filter @bookshop/server dev).
    proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' },
  },
  build: { target: 'es2022', sourcemap: true },
});
