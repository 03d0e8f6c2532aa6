import { createContext, useContext, type ComponentType } from 'react';

/**
 * True in a tree whose components all run in the browser anyway: the app itself (a member's, or
 * a screen the browser renders) and an island. There an island is just its component: no box, no
 * props written out, and an island inside another is part of the outer one.
 */
export const RunsInBrowser = createContext(false);

/**
 * Marks a public page's interactive part (an island). The server renders it inside the page as any
 * other component, in a box that names it and carries its props as JSON; in a visitor's browser
 * only these boxes are hydrated (hydrate.tsx), each as its own small React root, and the rest of
 * the page stays the server's HTML with no component tree behind it. Props must therefore be plain
 * data: what the island needs from the route's loader is passed to it, never read with router hooks.
 */
export function island<P extends object>(
  // The name under which registry.ts loads this same component (registry.test.ts checks the pairs).
  name: string,
  Rendered: ComponentType<P>,
) {
  function Island(props: P) {
    const runsInBrowser = useContext(RunsInBrowser);
    if (runsInBrowser) return <Rendered {...props} />;
    return (
      <div data-island={name} data-island-props={JSON.stringify(props)} style={{ display: 'contents' }}>
        <RunsInBrowser.Provider value={true}>
          <Rendered {...props} />
        </RunsInBrowser.Provider>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
