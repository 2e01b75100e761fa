import { useLayoutEffect } from 'react';

/** The page's own chrome-free look: no scrollbars while the show is up. */
export function useShowDocument() {
  useLayoutEffect(() => {
    document.documentElement.dataset.page = 'show';
    return () => {
      delete document.documentElement.dataset.page;
    };
  }, []);
}
