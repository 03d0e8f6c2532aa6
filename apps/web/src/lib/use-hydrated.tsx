import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

// True where the browser renders the tree itself (the app): its controls respond at once.
const Hydrated = createContext(true);

/**
 * False while a server-rendered page is still inert (its HTML shows, its code is not running yet),
 * true once React runs it. A control that needs code waits for it: a tap before then would be lost,
 * and a form would submit itself the browser's way.
 */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}

/** The server's rendering of a page: its controls wait for the code. */
export function ServerRendered({ children }: { children: ReactNode }) {
  return <Hydrated.Provider value={false}>{children}</Hydrated.Provider>;
}

/**
 * An island being hydrated: it starts as the server left it, and its controls come to life once it
 * is hydrated, as a transition of their own (only the components that asked re-render, in slices,
 * never in one long task); then `onLive` runs.
 */
export function HydratingIsland({ children, onLive }: { children: ReactNode; onLive: () => void }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (hydrated) onLive();
    else startTransition(() => setHydrated(true));
  }, [hydrated, onLive]);
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>;
}
