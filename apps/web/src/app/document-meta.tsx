import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useBrand } from '../config/settings';
import { documentMeta, leafMatch } from '../lib/page-meta';

/**
 * Keeps the title and description in step with the route while the user navigates. A screen whose
 * title follows its state (an exam running, then its results) has no route meta and sets its own.
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
