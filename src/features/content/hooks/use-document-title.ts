import { useEffect } from 'react';
import { brand } from '@/config/brand';

/** Sets the tab title to '<page> | <Brand> Hotéis'. */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    document.title = `${page} | ${brand.name} Hotéis`;
  }, [page]);
}
