import { useEffect } from 'react';
import { brand } from '@/config/brand';

/** '<page> | <Brand> Hotéis': the tab's title, and the prerendered page's <title>. */
export const documentTitle = (page: string) => `${page} | ${brand.name} Hotéis`;

/** Sets the tab title to '<page> | <Brand> Hotéis'. */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
