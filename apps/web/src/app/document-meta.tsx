import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useBrand } from '../config/settings';
import { documentMeta, leafMatch } from '../lib/page-meta';

/**
 * Keeps the title and description in step with the route while the user navigates. A screen whose
 * title follows its state (an exam running, then its results, a page that is not there) sets its
 * own with useDocumentTitle, which wins: the page comes after this in the tree, so its effect runs
 * after this one.
 */
export function DocumentMeta() {
  const brand = useBrand();
  const { handle, data } = leafMatch(useMatches());
  const meta = handle.meta ? documentMeta(brand, handle, data) : null;
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}
