import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface FocusModeValue {
  active: boolean;
  setActive(active: boolean): void;
}

const FocusModeContext = createContext<FocusModeValue>({ active: false, setActive: () => undefined });

/** Holds whether a page asked for focus mode; the layouts read it. */
export function FocusModeProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState(false);
  const value = useMemo(() => ({ active, setActive }), [active]);
  return <FocusModeContext.Provider value={value}>{children}</FocusModeContext.Provider>;
}

/**
 * While `active` (a running exam), the site's app bar, menus and footer give way to the page; they
 * come back when it turns false or the page goes.
 */
export function useFocusMode(active: boolean) {
  const { setActive } = useContext(FocusModeContext);
  useEffect(() => {
    setActive(active);
    return () => setActive(false);
  }, [active, setActive]);
}

/** For the layouts: leave out the app bar, menus and footer. */
export function useInFocusMode(): boolean {
  return useContext(FocusModeContext).active;
}
