import { ARTICLES, EXAM_TYPE_DEFINITIONS, LEGAL_TEXTS, questionCount } from '@oece/domain';
import { CssBaseline } from '@mui/material';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '@oece/contracts';
import { DemoSiteBanner } from '../components/demo-site-banner';
import { FocusModeProvider } from '../components/focus-mode';
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
import { useBrand } from '../config/settings';
import { NOT_FOUND_META, unlessMissing, type RouteHandle } from '../lib/page-meta';
import { dailyQuestionLoader, dailyQuestionMeta } from '../features/daily-question/daily-question-route';
import { landingLoader } from '../features/landing/landing-route';
import { questionLoader, questionMeta } from '../features/questions/question-route';
import { articleLoader, articleMeta } from '../features/articles/article-route';
import { competencyLoader, competencyMeta } from '../features/topics/competency-route';
import { topicLoader, topicMeta } from '../features/topics/topic-route';
import { topicsLoader, topicsMeta } from '../features/topics/topics-route';
import {
  lawArticleLoader,
  lawArticleMeta,
  lawTextLoader,
  lawTextMeta,
} from '../features/legal-basis/law-route';
import { scheduleLoader } from '../features/schedule/schedule-route';
import { DocumentMeta } from './document-meta';
import { paymentMeta } from './payment-meta';
import { PageViews } from './page-views';
import { PublicLayout } from './layouts/public-layout';

/**
 * The payments' loaders, with the payments' code, come only when a plan's page is opened: imported
 * from the start they would load it on every page (the exam and the dashboard too).
 */
const plansLoader = async (args: LoaderFunctionArgs) =>
  (await import('../features/payments/payments-route')).plansLoader(args);
const paymentLoader = async (args: LoaderFunctionArgs) =>
  (await import('../features/payments/payments-route')).paymentLoader(args);

/**
 * A public page whose loader reads the API, loaded on demand with its error view: the 404 page
 * (in the page's own words, when given) or what failed to load and a way to try again.
 */
function publicPageWithErrors(
  load: () => Promise<ComponentType>,
  what: string,
  notFound?: { title: string; text: string },
) {
  return async () => {
    const [Page, { PublicPageError }] = await Promise.all([
      load(),
      import('../components/public-page-error'),
    ]);
    return { Component: Page, ErrorBoundary: () => <PublicPageError what={what} notFound={notFound} /> };
  };
}

/** The articles' pages, and their aliases moving for good (301) to them. */
const articleRoutes: RouteObject[] = Object.values(ARTICLES).flatMap((article) => [
  {
    path: paths.article(article.slug),
    handle: publicPage({ meta: articleMeta, sitemap: true }),
    loader: articleLoader(article.slug),
    lazy: publicPageWithErrors(
      async () => (await import('../features/articles/components/article-page')).ArticlePage,
      'Error al cargar el artículo',
    ),
  },
  ...article.aliases.map((alias) => ({
    path: paths.article(alias),
    loader: () => redirect(paths.article(article.slug), 301),
    handle: publicPage({ meta: {} }),
  })),
]);

/** The Ley and the Reglamento: each text's list of articles, and each article's page. */
const lawRoutes: RouteObject[] = LEGAL_TEXTS.flatMap((text) => [
  {
    path: paths.lawText(text),
    handle: publicPage({ meta: lawTextMeta }),
    loader: lawTextLoader(text),
    lazy: publicPageWithErrors(
      async () => (await import('../features/legal-basis/components/law-text-page')).LawTextPage,
      'Error al cargar la norma',
    ),
  },
  {
    path: paths.lawArticle(text, ':article'),
    handle: publicPage({ meta: lawArticleMeta }),
    loader: lawArticleLoader(text),
    lazy: publicPageWithErrors(
      async () => (await import('../features/legal-basis/components/law-article-page')).LawArticlePage,
      'Error al cargar el artículo',
      {
        title: 'No se encontró el artículo',
        text: 'Ese artículo no existe en el texto consolidado. Revisa el número o empieza por la lista de artículos.',
      },
    ),
  },
]);

function Root() {
  // Tells browser tests (and anyone looking) that the page's code runs: its controls respond.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <FocusModeProvider>
      {/* The page's base styles: in the server's HTML for a visitor's islands, which render no Root. */}
      <CssBaseline />
      <ScrollToTop />
      <PageViews />
      <DocumentMeta />
      <Outlet />
    </FocusModeProvider>
  );
}

function BannerOnly() {
  return (
    <>
      <DemoSiteBanner />
      <Outlet />
    </>
  );
}

function PremiumExtrasOnly({ children }: { children: ReactNode }) {
  return useBrand().premiumExtras ? children : <NotFoundPage />;
}

/** A page that a signed-in user sees inside the dashboard instead, at `to`; loaded on demand. */
function visitorPage(to: string, load: () => Promise<ComponentType>) {
  return async () => {
    const Page = await load();
    return {
      Component: () => (
        <RedirectIfAuthenticated to={to}>
          <Page />
        </RedirectIfAuthenticated>
      ),
    };
  };
}

/** A public page: rendered on the server as complete HTML, then hydrated. */
function publicPage(handle: Omit<RouteHandle, 'serverRendered'>): RouteHandle {
  return { ...handle, serverRendered: true };
}

/**
 * Every page of the app, for the browser's router and for the server's renderer alike: a route
 * carries its page (loaded on demand), its title and description, and whether the server renders it.
 */
export const routes: RouteObject[] = [
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
            handle: publicPage({ meta: {}, sitemap: true }),
            loader: landingLoader,
            lazy: visitorPage(
              paths.dashboard.home,
              async () => (await import('../features/landing/components/landing-page')).LandingPage,
            ),
          },
          {
            path: paths.login,
            handle: publicPage({
              meta: {
                title: 'Iniciar sesión',
                description:
                  'Ingresa con tu usuario para dar los exámenes de tu membresía y ver tu progreso.',
              },
            }),
            lazy: visitorPage(
              paths.dashboard.exams,
              async () => (await import('../features/auth/components/login-page')).LoginPage,
            ),
          },
          {
            path: paths.forgotPassword,
            handle: publicPage({
              meta: {
                title: 'Recuperar contraseña',
                description: 'Pide un enlace para crear una nueva contraseña de tu cuenta.',
              },
            }),
            lazy: async () => ({
              Component: (await import('../features/auth/components/forgot-password-page'))
                .ForgotPasswordPage,
            }),
          },
          // The token of these links comes after #: the browser alone reads it, so the server sends
          // these pages as the shell.
          ...(['RESET', 'SETUP'] as const).map((purpose) => ({
            path: purpose === 'RESET' ? paths.newPassword : paths.createPassword,
            handle: { meta: { title: purpose === 'RESET' ? 'Nueva contraseña' : 'Crea tu contraseña' } },
            lazy: async () => {
              const { SetPasswordPage } = await import('../features/auth/components/set-password-page');
              return { Component: () => <SetPasswordPage purpose={purpose} /> };
            },
          })),
          {
            path: paths.exams,
            handle: publicPage({
              meta: {
                title: 'Dar examen',
                description: `Examen rápido gratis y sin registro, y el examen completo de ${questionCount(EXAM_TYPE_DEFINITIONS.COMPLETE.composition)} preguntas como el oficial de certificación OECE.`,
              },
              sitemap: true,
            }),
            lazy: visitorPage(
              paths.dashboard.exams,
              async () => (await import('./pages/exam-selection-route')).ExamSelectionRoute,
            ),
          },
          {
            // A running exam belongs to the browser that holds it: rendered there, never cached.
            path: paths.exam(':examCode'),
            lazy: async () => {
              const { ExamRoute } = await import('./pages/exam-route');
              return {
                Component: () => (
                  <RedirectExamIfAuthenticated>
                    <ExamRoute />
                  </RedirectExamIfAuthenticated>
                ),
              };
            },
          },
          {
            // Its title and description come from the question; one that is not public is a 404.
            path: paths.question(':slug'),
            handle: publicPage({ meta: questionMeta }),
            loader: questionLoader,
            lazy: publicPageWithErrors(
              async () => (await import('./pages/question-route')).QuestionRoute,
              'Error al cargar la pregunta',
              {
                title: 'No se encontró la pregunta',
                text: 'La pregunta que buscas no existe o ya no está publicada. Ponte a prueba con el simulador.',
              },
            ),
          },
          {
            path: paths.topics,
            handle: publicPage({ meta: topicsMeta }),
            loader: topicsLoader,
            lazy: publicPageWithErrors(
              async () => (await import('../features/topics/components/topics-page')).TopicsPage,
              'Error al cargar los temas',
            ),
          },
          {
            path: paths.competency(':slug'),
            handle: publicPage({ meta: competencyMeta }),
            loader: competencyLoader,
            lazy: publicPageWithErrors(
              async () => (await import('../features/topics/components/competency-page')).CompetencyPage,
              'Error al cargar la competencia',
              {
                title: 'No se encontró la competencia',
                text: 'El examen tiene tres competencias: encuéntralas en la página de temas.',
              },
            ),
          },
          {
            // An address with the code alone or outdated words moves to the topic's own; an unknown code is a 404.
            path: paths.topic(':slug'),
            handle: publicPage({ meta: topicMeta }),
            loader: topicLoader,
            lazy: publicPageWithErrors(
              async () => (await import('../features/topics/components/topic-page')).TopicPage,
              'Error al cargar el tema',
              {
                title: 'No se encontró el tema',
                text: 'El tema que buscas no existe. Encuentra los 72 temas del examen en la página de temas.',
              },
            ),
          },
          {
            path: paths.dailyQuestion,
            handle: publicPage({ meta: dailyQuestionMeta, sitemap: 'daily' }),
            loader: dailyQuestionLoader,
            lazy: async () => {
              const [{ DailyQuestionRoute }, { DailyQuestionError }] = await Promise.all([
                import('./pages/daily-question-route'),
                import('../features/daily-question/components/daily-question-error'),
              ]);
              return { Component: DailyQuestionRoute, ErrorBoundary: DailyQuestionError };
            },
          },
          {
            path: paths.schedule,
            handle: publicPage({
              meta: unlessMissing({
                title: 'Cronograma de exámenes OECE',
                description:
                  'Fechas del examen de certificación OECE por departamento: sedes, fecha límite de inscripción, hora del examen y vacantes disponibles.',
              }),
              searchParams: true,
              sitemap: 'daily',
            }),
            loader: scheduleLoader,
            lazy: publicPageWithErrors(
              async () => (await import('./pages/schedule-route')).ScheduleRoute,
              'Error al cargar el cronograma',
            ),
          },
          // The schedule e-mails' links: their token comes after #, so these pages are the shell too.
          ...(['confirm', 'cancel'] as const).map((action) => ({
            path: action === 'confirm' ? paths.scheduleNoticeConfirm : paths.scheduleNoticeCancel,
            handle: {
              meta: {
                title:
                  action === 'confirm' ? 'Confirma tu aviso del cronograma' : 'Baja de avisos del cronograma',
              },
            },
            lazy: async () => {
              const { ScheduleNoticeLinkPage } =
                await import('../features/schedule/components/schedule-notice-link-page');
              return { Component: () => <ScheduleNoticeLinkPage action={action} /> };
            },
          })),
          {
            path: paths.pricing,
            handle: publicPage({
              meta: unlessMissing({
                title: 'Precios y planes',
                description:
                  'Planes del simulador del examen OECE desde S/45: exámenes ilimitados, explicaciones y modo práctica. Pago único con tarjeta o Yape.',
              }),
              sitemap: true,
            }),
            loader: plansLoader,
            lazy: publicPageWithErrors(
              async () => (await import('../features/payments/components/pricing-page')).PricingPage,
              'Error al cargar los planes',
            ),
          },
          // No plan named: the basic plan's page.
          {
            path: paths.paymentWithoutPlan,
            loader: () => redirect(paths.payment('basico')),
            handle: publicPage({ meta: {} }),
          },
          {
            path: paths.paymentResult,
            // Its order is in the address: one copy of the page per order, as its island reads it.
            handle: publicPage({ meta: { title: 'Estado del pago' }, searchParams: true }),
            lazy: async () => ({
              Component: (await import('../features/payments/components/payment-result-page'))
                .PaymentResultPage,
            }),
          },
          {
            path: paths.sandboxCheckout,
            handle: publicPage({ meta: { title: 'Pasarela de pagos de prueba' }, searchParams: true }),
            lazy: async () => ({
              Component: (await import('../features/payments/components/sandbox-checkout-page'))
                .SandboxCheckoutPage,
            }),
          },
          {
            path: paths.payment(':membershipType'),
            handle: publicPage({ meta: paymentMeta }),
            loader: paymentLoader,
            lazy: publicPageWithErrors(
              async () => (await import('../features/payments/components/payment-page')).PaymentPage,
              'Error al cargar el plan',
            ),
          },
          ...articleRoutes,
          ...lawRoutes,
          {
            path: '*',
            handle: publicPage({ status: 404, meta: NOT_FOUND_META }),
            element: <NotFoundPage />,
          },
        ],
      },
      {
        path: paths.dashboard.home,
        element: <RequireAuth />,
        children: [
          {
            // Members' and administrators' layouts load only for them, not on the landing page.
            lazy: async () => ({ Component: (await import('./layouts/dashboard-layout')).DashboardLayout }),
            children: [
              {
                index: true,
                handle: { meta: { title: 'Inicio' } },
                lazy: async () => ({
                  Component: (await import('./pages/dashboard-home-route')).DashboardHomeRoute,
                }),
              },
              {
                path: paths.dashboard.profile,
                handle: { meta: { title: 'Mi perfil' } },
                lazy: async () => ({
                  Component: (await import('../features/profile/components/profile-page')).ProfilePage,
                }),
              },
              {
                path: paths.dashboard.exams,
                handle: { meta: { title: 'Dar examen' } },
                lazy: async () => ({
                  Component: (await import('./pages/exam-selection-route')).ExamSelectionRoute,
                }),
              },
              {
                path: paths.dashboard.exam(':examCode'),
                lazy: async () => ({
                  Component: (await import('./pages/exam-route')).ExamRoute,
                }),
              },
              {
                path: paths.dashboard.pricing,
                handle: { meta: unlessMissing({ title: 'Nuestros planes' }) },
                loader: plansLoader,
                lazy: publicPageWithErrors(
                  async () => (await import('../features/payments/components/pricing-page')).PricingPage,
                  'Error al cargar los planes',
                ),
              },
              {
                path: paths.dashboard.practice,
                handle: { meta: { title: 'Modo práctica' } },
                lazy: async () => {
                  const { PracticeRoute } = await import('./pages/practice-route');
                  return {
                    Component: () => (
                      <PremiumExtrasOnly>
                        <PracticeRoute />
                      </PremiumExtrasOnly>
                    ),
                  };
                },
              },
              {
                path: paths.dashboard.history,
                handle: { meta: { title: 'Mi progreso' } },
                lazy: async () => ({
                  Component: (await import('./pages/history-route')).HistoryRoute,
                }),
              },
              {
                path: paths.dashboard.review,
                handle: { meta: { title: 'Repaso de errores' } },
                lazy: async () => {
                  const { ReviewRoute } = await import('./pages/review-route');
                  return {
                    Component: () => (
                      <PremiumExtrasOnly>
                        <ReviewRoute />
                      </PremiumExtrasOnly>
                    ),
                  };
                },
              },
              { path: '*', handle: { meta: NOT_FOUND_META }, element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        // The administrators' login has no layout: the demonstration banner is put above it here.
        element: <BannerOnly />,
        children: [
          {
            path: paths.admin.login,
            handle: { meta: { title: 'Administración' } },
            lazy: async () => ({
              Component: (await import('../features/auth/components/admin-login-page')).AdminLoginPage,
            }),
          },
        ],
      },
      {
        path: paths.admin.home,
        element: <RequireAdmin />,
        children: [
          // The administration opens on its users; RequireAdmin sends anyone else to its login.
          { index: true, element: <Navigate to={paths.admin.users} replace /> },
          {
            lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
            children: [
              {
                path: paths.admin.users,
                handle: { meta: { title: 'Usuarios' } },
                lazy: async () => ({
                  Component: (await import('../features/admin/components/admin-users-page')).AdminUsersPage,
                }),
              },
              {
                path: paths.admin.questions,
                handle: { meta: { title: 'Preguntas' } },
                lazy: async () => ({
                  Component: (await import('../features/question-bank/components/questions-page'))
                    .QuestionsPage,
                }),
              },
              {
                path: paths.admin.createQuestion,
                handle: { meta: { title: 'Crear pregunta' } },
                lazy: async () => ({
                  Component: (await import('../features/question-bank/components/create-question-page'))
                    .CreateQuestionPage,
                }),
              },
              {
                path: paths.admin.editQuestion(':id'),
                handle: { meta: { title: 'Editar pregunta' } },
                lazy: async () => ({
                  Component: (await import('../features/question-bank/components/edit-question-page'))
                    .EditQuestionPage,
                }),
              },
              {
                path: paths.admin.importQuestions,
                handle: { meta: { title: 'Importar preguntas' } },
                lazy: async () => ({
                  Component: (await import('../features/question-bank/components/import-questions-page'))
                    .ImportQuestionsPage,
                }),
              },
              {
                path: paths.admin.questionReports,
                handle: { meta: { title: 'Reportes de preguntas' } },
                lazy: async () => ({
                  Component: (await import('../features/question-bank/components/question-reports-page'))
                    .QuestionReportsPage,
                }),
              },
              {
                path: paths.admin.accessCodes,
                handle: { meta: { title: 'Códigos de acceso' } },
                lazy: async () => ({
                  Component: (await import('../features/admin/components/access-codes-page')).AccessCodesPage,
                }),
              },
              {
                path: paths.admin.schedule,
                handle: { meta: { title: 'Cronograma de exámenes' } },
                lazy: async () => ({
                  Component: (await import('../features/admin/components/schedule-imports-page'))
                    .ScheduleImportsPage,
                }),
              },
              {
                path: paths.admin.orders,
                handle: { meta: { title: 'Órdenes' } },
                lazy: async () => ({
                  Component: (await import('../features/admin/components/orders-page')).OrdersPage,
                }),
              },
              {
                path: paths.admin.mail,
                handle: { meta: { title: 'Correos enviados' } },
                lazy: async () => ({
                  Component: (await import('../features/admin/components/mail-page')).MailPage,
                }),
              },
              {
                path: paths.admin.jobs,
                handle: { meta: { title: 'Tareas programadas' } },
                lazy: async () => ({
                  Component: (await import('../features/admin/components/jobs-page')).JobsPage,
                }),
              },
              {
                path: paths.admin.security,
                handle: { meta: { title: 'Seguridad' } },
                lazy: async () => ({
                  Component: (await import('../features/auth/components/security-page')).SecurityPage,
                }),
              },
              {
                path: paths.admin.staff,
                handle: { meta: { title: 'Equipo' } },
                lazy: async () => ({
                  Component: (await import('../features/admin/components/staff-page')).StaffPage,
                }),
              },
              {
                path: paths.admin.audit,
                handle: { meta: { title: 'Auditoría' } },
                lazy: async () => ({
                  Component: (await import('../features/admin/components/audit-page')).AuditPage,
                }),
              },
              { path: '*', handle: { meta: NOT_FOUND_META }, element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
