import { tokenStore } from '../lib/api-client';
import { HYDRATION_DATA_ID } from './ssr-constants';

/**
 * The browser's entry. The server's HTML and styles paint by themselves, so code is asked for once
 * they have: the first paint never waits for, or shares the line with, scripts. A visitor on a
 * public page gets only that page's islands (decision 0035); everyone else (the member area, the
 * exam, administration, and public pages seen by a signed-in member) gets the app.
 */
function afterFirstPaint(run: () => void) {
  if (document.visibilityState === 'hidden') return run();
  // A timeout queued from an animation frame runs after that frame has painted.
  requestAnimationFrame(() => setTimeout(run, 0));
}

afterFirstPaint(() => {
  const visitorsPublicPage = document.getElementById(HYDRATION_DATA_ID) !== null && tokenStore.get() === null;
  if (visitorsPublicPage) void import('./islands/visit').then(({ visitPublicPage }) => visitPublicPage());
  else void import('./start').then(({ start }) => start());
});
