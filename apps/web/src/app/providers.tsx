import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material';
import type { PublicSettings } from '@oece/domain';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast';
import { SettingsContext } from '../config/settings';
import { SessionProvider } from '../lib/session';
import { brandTheme } from '../lib/theme';

export interface AppContext {
  settings: PublicSettings;
  queryClient: QueryClient;
  /** The styles cache: on the server it collects a page's styles, in the browser it adopts them. */
  emotionCache: EmotionCache;
}

export function AppProviders({ context, children }: { context: AppContext; children: ReactNode }) {
  return (
    <SettingsContext.Provider value={context.settings}>
      <CacheProvider value={context.emotionCache}>
        <QueryClientProvider client={context.queryClient}>
          <ThemeProvider theme={brandTheme(context.settings.brand.id)}>
            <ToastProvider>
              <SessionProvider>{children}</SessionProvider>
            </ToastProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </CacheProvider>
    </SettingsContext.Provider>
  );
}
