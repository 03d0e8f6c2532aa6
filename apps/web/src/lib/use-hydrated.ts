import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a server-rendered page is still inert (its HTML shows, its code is not running yet),
 * true once React runs it. A control that needs code waits for it: a tap before then would be lost,
 * and a form would submit itself the browser's way.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
