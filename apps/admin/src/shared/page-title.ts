import { useEffect } from 'react';

/** Sets the tab's title to the page's, so several back-office tabs can be told apart. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | Back office | Bookshop` : 'Back office | Bookshop';
  }, [title]);
}
