import { useMessages } from '@bookshop/ui';
import { useEffect } from 'react';

/** The shop's own description (as in index.html) in English, for pages that have none of their own. */
export const DEFAULT_DESCRIPTION = 'Books, stationery and art supplies delivered across Pakistan.';

/**
 * Sets the document title ("Moth Smoke | Bookshop", or "… | بک شاپ" on Urdu pages) and meta
 * description for the page being shown. A page without a description of its own gets the
 * shop's, in the page's language, rather than keeping the previous page's.
 */
export function usePageTitle(title: string, description?: string): void {
  const t = useMessages();
  const documentTitle = title ? t.format('shell.page.title', { title }) : t.format('shell.page.homeTitle');
  const content = description ?? t.format('shell.page.description');
  useEffect(() => {
    document.title = documentTitle;
    let meta = document.querySelector('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute('name', 'description');
      document.head.append(meta);
    }
    meta.setAttribute('content', content);
  }, [documentTitle, content]);
}
