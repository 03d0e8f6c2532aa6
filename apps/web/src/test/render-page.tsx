import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { ToastProvider } from '../components/toast';
import { brandTheme } from '../lib/theme';

/** The address as the browser would show it, for a test to read where a page took the user. */
function Address() {
  const location = useLocation();
  return <output aria-label="Dirección">{location.pathname + location.search}</output>;
}

/**
 * A page of the app at `path`, inside what the app gives it (queries without retries, the
 * theme, toasts, the router).
 */
export function renderPage(page: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={brandTheme('main')}>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            {page}
            <Address />
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
