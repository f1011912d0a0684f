import { defineConfig } from 'tsup';

export default defineConfig({
  // Two entries sharing chunks: the account forms load with the web app's lazy dialogs only.
  entry: ['src/index.ts', 'src/account.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
