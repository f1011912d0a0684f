import { defineConfig } from 'tsup';

export default defineConfig({
  // The database thread's code is an entry of its own: a worker thread loads it by file name.
  // dist/openapi.js writes the OpenAPI document of the built app (pnpm lint:openapi).
  entry: {
    server: 'src/server.ts',
    cli: 'src/cli.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    openapi: 'src/openapi/write-document.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  // Workspace packages are bundled in; npm dependencies stay external and load from node_modules.
  noExternal: [/^@bookshop\//],
});
