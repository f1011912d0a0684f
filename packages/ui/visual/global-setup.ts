import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from './static-server';

export const STATIC_DIR = join(import.meta.dirname, '..', 'storybook-static');

/** Serves the static Storybook for the run; workers read its address from the environment. */
export default async function globalSetup() {
  if (!existsSync(join(STATIC_DIR, 'index.json'))) {
    throw new Error(
      `No built Storybook at ${STATIC_DIR}: run \`pnpm --filter @bookshop/ui build-storybook\` first.`,
    );
  }
  const server = await serveStatic(STATIC_DIR);
  process.env.STORYBOOK_URL = server.url;
  return server.close;
}
