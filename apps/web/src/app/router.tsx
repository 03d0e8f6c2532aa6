import { createBrowserRouter, Outlet } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { NotFoundPage } from '../components/not-found-page';
import { RouteErrorPage } from '../components/route-error-page';
import { ScrollToTop } from '../components/scroll-to-top';
import {
  RedirectExamIfAuthenticated,
  RedirectIfAuthenticated,
  RequireAdmin,
  RequireAuth,
} from '../features/auth/components/guards';
import { brand } from '../config/settings';
import { paths } from '../config/paths';
import { PublicLayout } from './layouts/public-layout';

function Root() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            lazy: async () => {
              const { LandingPage } = await import('../features/landing/components/landing-page');
              return {
                Component: () => (
                  <RedirectIfAuthenticated to={paths.dashboard.home}>
                    <LandingPage />
                  </RedirectIfAuthenticated>
                ),
              };
            },
          },
          {
            path: 'login',
            lazy: async () => {
              const { LoginPage } = await import('../features/auth/components/login-page');
              return {
                Component: () => (
                  <RedirectIfAuthenticated to={paths.dashboard.exams}>
                    <LoginPage />
                  </RedirectIfAuthenticated>
                ),
              };
            },
          },
          {
            path: 'examen',
            lazy: async () => {
              const { ExamSelectionPage } = await import('../features/exams/components/exam-selection-page');
              return {
                Component: () => (
                  <RedirectIfAuthenticated to={paths.dashboard.exams}>
                    <ExamSelectionPage />
                  </RedirectIfAuthenticated>
                ),
              };
            },
          },
          {
            path: 'examen/:examCode',
            lazy: async () => {
              const { ExamPage } = await import('../features/exams/components/exam-page');
              return {
                Component: () => (
                  <RedirectExamIfAuthenticated>
                    <ExamPage />
                  </RedirectExamIfAuthenticated>
                ),
              };
            },
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'dashboard',
        element: <RequireAuth />,
        children: [
          {
            // Members' and administrators' layouts load only for them, not on the landing page.
            lazy: async () => ({ Component: (await import('./layouts/dashboard-layout')).DashboardLayout }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/dashboard/components/dashboard-home-page'))
                    .DashboardHomePage,
                }),
              },
              {
                path: 'perfil',
                lazy: async () => ({
                  Component: (await import('../features/profile/components/profile-page')).ProfilePage,
                }),
              },
              {
                path: 'examen',
                lazy: async () => ({
                  Component: (await import('../features/exams/components/exam-selection-page'))
                    .ExamSelectionPage,
                }),
              },
              {
                path: 'examen/:examCode',
                lazy: async () => ({
                  Component: (await import('../features/exams/components/exam-page')).ExamPage,
                }),
              },
              ...(brand.premiumExtras
                ? [
                    {
                      path: 'practica',
                      lazy: async () => ({
                        Component: (await import('../features/practice/components/practice-page'))
                          .PracticePage,
                      }),
                    },
                  ]
                : []),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        path: 'admin/login',
        lazy: async () => ({
          Component: (await import('../features/auth/components/admin-login-page')).AdminLoginPage,
        }),
      },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
            children: [
              {
                path: 'usuarios',
                lazy: async () => ({
                  Component: (await import('../features/admin/components/admin-users-page')).AdminUsersPage,
                }),
              },
              {
                path: 'codigos',
                lazy: async () => ({
                  Component: (await import('../features/admin/components/access-codes-page')).AccessCodesPage,
                }),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
