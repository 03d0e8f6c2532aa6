import createCache from '@emotion/cache';
import { StrictMode, startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readPageSettings } from '../../config/settings';
import { createQueryClient } from '../../lib/query-client';
import { HydratingIsland } from '../../lib/use-hydrated';
import { AppProviders, type AppContext } from '../providers';
import { EMOTION_KEY } from '../ssr-constants';
import { RunsInBrowser } from './island';
import { IslandRouter } from './island-router';
import { ISLANDS, type IslandName } from './registry';

/**
 * Brings a page's islands to life, each its own React root under the same settings, theme, styles
 * cache, data client and session. Each hydrates as a transition, so no island holds the main thread
 * for long, and one that is ready answers taps while the others still load. Settles once every
 * island has been hydrated and its controls respond.
 */
export async function hydrateIslands(boxes: HTMLElement[]): Promise<void> {
  const context: AppContext = {
    settings: readPageSettings(),
    queryClient: createQueryClient(),
    // Adopts the styles the server wrote for this page instead of writing them again.
    emotionCache: createCache({ key: EMOTION_KEY }),
  };
  await Promise.all(
    boxes.map(async (box) => {
      // Each island's props are the ones the server wrote for it.
      const Island = (await ISLANDS[box.dataset.island as IslandName]()) as ComponentType<object>;
      const props = JSON.parse(box.dataset.islandProps ?? '{}') as object;
      await new Promise<void>((live) => {
        startTransition(() => {
          hydrateRoot(
            box,
            <StrictMode>
              <AppProviders context={context}>
                <IslandRouter>
                  <RunsInBrowser.Provider value={true}>
                    <HydratingIsland onLive={live}>
                      <Island {...props} />
                    </HydratingIsland>
                  </RunsInBrowser.Provider>
                </IslandRouter>
              </AppProviders>
            </StrictMode>,
          );
        });
      });
    }),
  );
}
