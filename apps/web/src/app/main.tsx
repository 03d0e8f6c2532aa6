/**
 * The browser's entry. The server's HTML and styles paint by themselves, so the app's code is
 * asked for once they have: the first paint never waits for, or shares the line with, scripts.
 */
function afterFirstPaint(run: () => void) {
  if (document.visibilityState === 'hidden') return run();
  // A timeout queued from an animation frame runs after that frame has painted.
  requestAnimationFrame(() => setTimeout(run, 0));
}

afterFirstPaint(() => {
  void import('./start').then(({ start }) => start());
});
