import { useEffect } from 'react';

const SHOP = 'Bookshop';

/** Sets the document title (and meta description) for the page being shown. */
export function usePageTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP}` : `${SHOP} — books, stationery and art supplies`;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
