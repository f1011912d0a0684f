import type { HydrationState } from 'react-router';
import type { RootState } from '../store';

/*
 * What a server-rendered page carries for the browser to hydrate with: the router's loader data
 * and the state of the store the page was rendered from (RTK Query's cache among it). It travels
 * as a JSON data block, not a script: the shop's Content-Security-Policy allows no inline script
 * but the early-input one (by its hash), and a data block is never run.
 */

/** The id of the `<script type="application/json">` element holding the payload. */
export const SSR_PAYLOAD_ID = 'ssr-payload';

export interface SsrPayload {
  router: HydrationState;
  state: RootState;
}

/** The payload as an HTML element; `<` is escaped so no text in it can close the element. */
export function ssrPayloadElement(payload: SsrPayload): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SSR_PAYLOAD_ID}">${json}</script>`;
}

/** The payload of a server-rendered page, or null for a page the browser renders alone. */
export function readSsrPayload(doc: Document): SsrPayload | null {
  const element = doc.getElementById(SSR_PAYLOAD_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrPayload;
  } catch {
    // A payload that cannot be read leaves the page to render in the browser from scratch.
    return null;
  }
}
