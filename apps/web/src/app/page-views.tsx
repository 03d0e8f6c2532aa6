import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from '../lib/analytics';

/** A page view for every address the app shows (a no-op while analytics are off). */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => track('$pageview'), [pathname]);
  return null;
}
