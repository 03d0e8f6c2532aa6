import type { ComponentType } from 'react';
import type { IslandComponent, IslandName } from './registry';

/**
 * Marks a public page's interactive part (an island). The server renders it inside the page as any
 * other component, in a box that names it and carries its props as JSON; in a visitor's browser
 * only these boxes are hydrated (hydrate.tsx), each as its own small React root, and the rest of
 * the page stays the server's HTML with no component tree behind it. Props must therefore be plain
 * data: what the island needs from the route's loader is passed to it, never read with router hooks.
 */
export function island<N extends IslandName, P extends object>(
  name: N,
  // The component the registry loads under that name, so that the browser hydrates what was rendered.
  Component: IslandComponent<N> & ComponentType<P>,
) {
  const Rendered: ComponentType<P> = Component;
  function Island(props: P) {
    return (
      <div data-island={name} data-island-props={JSON.stringify(props)} style={{ display: 'contents' }}>
        <Rendered {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
