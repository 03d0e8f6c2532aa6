import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, data, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '../components/not-found-page';
import { PublicPageError } from '../components/public-page-error';
import { SettingsContext } from '../config/settings';
import { unlessMissing } from '../lib/page-meta';
import { testSettings } from '../test/public-settings';
import { DocumentMeta } from './document-meta';

/** Pages of the second brand, as the route table declares them: one it has, two it has not. */
function altBrandApp() {
  const router = createMemoryRouter([
    {
      element: (
        <>
          <DocumentMeta />
          <Outlet />
        </>
      ),
      children: [
        { path: '/', handle: { meta: { title: 'Dar examen' } }, element: <p>Inicio</p> },
        {
          // A page whose loader finds it missing on this brand (the API answers 404).
          path: '/precios',
          handle: { meta: unlessMissing({ title: 'Precios y planes' }) },
          loader: () => {
            throw data(null, { status: 404 });
          },
          element: <p>Planes</p>,
          ErrorBoundary: () => <PublicPageError what="Error al cargar los planes" />,
        },
        // A page that the brand leaves out when it renders (the Premium extras).
        {
          path: '/dashboard/repaso',
          handle: { meta: { title: 'Repaso de errores' } },
          element: <NotFoundPage />,
        },
      ],
    },
  ]);
  render(
    <SettingsContext.Provider value={testSettings('alt')}>
      <RouterProvider router={router} />
    </SettingsContext.Provider>,
  );
  return router;
}

describe('the title of a page that is not there', () => {
  it.each(['/precios', '/dashboard/repaso'])('is the 404 page’s, reached by a link to %s', async (path) => {
    const router = altBrandApp();
    await waitFor(() => expect(document.title).toBe('Dar examen | Aula Compras Públicas'));
    await router.navigate(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Página no encontrada | Aula Compras Públicas'));
  });
});
