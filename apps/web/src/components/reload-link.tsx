import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * A way to try a failed page again: a link to the page's own address, so it works as a plain link
 * (a visitor's public page runs no code outside its islands, and none at all with JavaScript off)
 * and, in the app, loads the page afresh with the newest code. The fragment is left out: a link to
 * the same address with one would only scroll.
 */
export function ReloadLink({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <Button variant="contained" href={`${pathname}${search}`}>
      {children}
    </Button>
  );
}
