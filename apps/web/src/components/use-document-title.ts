import { useEffect } from 'react';
import { pageTitle } from '../lib/page-meta';
import { useBrand } from '../config/settings';

/** For a screen whose title follows its state; a route's fixed title is its handle's meta. */
export function useDocumentTitle(title: string) {
  const brand = useBrand();
  useEffect(() => {
    document.title = pageTitle(brand, title);
  }, [brand, title]);
}
