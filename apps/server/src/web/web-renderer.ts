import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * The web app's server renderer (apps/web/src/entry-server.tsx, built by Vite into
 * `{WEB_DIST_DIR}/ssr/entry-server.js`). The server cannot import the app's types (nothing
 * imports from an app), so this is the shape it relies on, checked when the module loads.
 */

export interface RenderRequest {
  url: string;
  headers: Record<string, string>;
  fetch: typeof fetch;
  /** The page-session cookie's token (page-session-cookie.ts), for a shopper's own page only. */
  sessionToken: string | null;
}

export type RenderResult =
  /** `private`: a shopper's own page, made from their session: never kept, never shared. */
  | { kind: 'page'; status: number; appHtml: string; payloadHtml: string; private?: boolean }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell' };

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;

/** Where the built renderer lives inside the built web app. */
export const RENDERER_DIR = 'ssr';

/**
 * The built renderer's `render`, or null when the web app was built without it or it cannot be
 * loaded (`onError` says why): the shop then serves every page as the shell, rendered in the
 * browser, rather than not starting. The renderer carries its libraries (React, the router, Redux
 * Toolkit) inside it, in their production builds (apps/web/vite.config.ts), so it renders the same
 * whatever NODE_ENV the server runs with.
 */
export async function loadWebRenderer(
  distDir: string,
  onError: (err: unknown) => void,
): Promise<RenderPage | null> {
  const file = path.join(distDir, RENDERER_DIR, 'entry-server.js');
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as { render?: unknown };
    if (typeof module.render !== 'function') {
      throw new Error(
        `${file} has no render function: rebuild the web app (pnpm --filter @bookshop/web build)`,
      );
    }
    return module.render as RenderPage;
  } catch (err) {
    onError(err);
    return null;
  }
}
