import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Every new page opens at its top, except at an anchor its address names (a law page's '#n-1-b'),
 * where the browser placed it before the page's code ran.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const anchor = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
