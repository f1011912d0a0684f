import { useEffect } from 'react';

const SHOP = 'Bookshop';
/** The shop's own description (as in index.html), for pages that have none of their own. */
export const DEFAULT_DESCRIPTION = 'Books, stationery and art supplies delivered across Pakistan.';

/**
 * Sets the document title and meta description for the page being shown. A page without a
 * description of its own gets the shop's, rather than keeping the previous page's.
 */
export function usePageTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP}` : `${SHOP} — books, stationery and art supplies`;
    let meta = document.querySelector('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute('name', 'description');
      document.head.append(meta);
    }
    meta.setAttribute('content', description ?? DEFAULT_DESCRIPTION);
  }, [title, description]);
}
