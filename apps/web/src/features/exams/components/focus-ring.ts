/**
 * A dark ring inside the theme's orange outline, for every control under it: the orange alone is
 * too faint on the exam's white and pale surfaces, the dark ring too faint on nothing here.
 */
export const FOCUS_RING_SX = {
  '& .Mui-focusVisible': { boxShadow: '0 0 0 2px #1a1a1a' },
} as const;
