import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../auth/require-auth';
import { RouteErrorPage } from '../pages/route-error-page';

/** A path and its page component, loaded on first visit (each page is its own chunk). */
interface PageRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
}

/**
 * Pages anyone may open. Add a page with one line: `{ path: '/register', page: lazy(() => import(…)) }`
 * (the module's default export is the page).
 */
const PUBLIC_PAGES: PageRoute[] = [
  { path: '/landing', page: lazy(() => import('../pages/public/landing-page')) },
  { path: '/pricing', page: lazy(() => import('../pages/public/pricing-page')) },
  { path: '/terms', page: lazy(() => import('../pages/public/terms-page')) },
  { path: '/privacyPolicy', page: lazy(() => import('../pages/public/privacy-policy-page')) },
  { path: '/cookiePolicy', page: lazy(() => import('../pages/public/cookie-policy-page')) },
  { path: '/about', page: lazy(() => import('../pages/public/about-page')) },
  { path: '/login', page: lazy(() => import('../pages/account/login-page')) },
  { path: '/logout', page: lazy(() => import('../pages/account/logout-page')) },
  { path: '/register', page: lazy(() => import('../pages/account/register-page')) },
  { path: '/confirmAccount', page: lazy(() => import('../pages/account/confirm-account-page')) },
  { path: '/forgotPassword', page: lazy(() => import('../pages/account/forgot-password-page')) },
  { path: '/session/:id', page: lazy(() => import('../pages/session/session-page')) },
];

/** Pages of signed-in managers, shown inside the dashboard layout. Add one with one line, as above. */
const MANAGER_PAGES: PageRoute[] = [
  { path: '/applicants', page: lazy(() => import('../pages/applicants/applicants-page')) },
  { path: '/addapplicant', page: lazy(() => import('../pages/applicants/add-applicant-page')) },
  { path: '/applicants/:id', page: lazy(() => import('../pages/applicants/applicant-profile-page')) },
  { path: '/modifyapplicant/:id', page: lazy(() => import('../pages/applicants/modify-applicant-page')) },
  { path: '/templates', page: lazy(() => import('../pages/templates/templates-page')) },
  { path: '/createTemplate', page: lazy(() => import('../pages/templates/create-template-page')) },
  { path: '/templates/:id', page: lazy(() => import('../pages/templates/template-page')) },
  { path: '/interviewsessions', page: lazy(() => import('../pages/sessions/sessions-page')) },
  { path: '/interviewsessions/:id', page: lazy(() => import('../pages/sessions/session-details-page')) },
  { path: '/jobPositions', page: lazy(() => import('../pages/job-positions/job-positions-page')) },
  { path: '/addJobPosition', page: lazy(() => import('../pages/job-positions/job-position-page')) },
  { path: '/jobPositionDetails/:id', page: lazy(() => import('../pages/job-positions/job-position-page')) },
  { path: '/team', page: lazy(() => import('../pages/team/team-page')) },
  { path: '/audit', page: lazy(() => import('../pages/audit/audit-page')) },
];

const DashboardLayout = lazy(() =>
  import('../components/dashboard-layout').then((m) => ({ default: m.DashboardLayout })),
);
const NotFoundPage = lazy(() => import('../pages/not-found-page'));

function PageLoading() {
  return (
    <Box padding="xxl" textAlign="center">
      <Spinner size="large" />
    </Box>
  );
}

function suspended(Page: ComponentType) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

const toRoute = ({ path, page }: PageRoute): RouteObject => ({ path, element: suspended(page) });

/**
 * Every route of the SPA (spec section 2), in one list: `/` → /landing, the public pages, the manager
 * pages behind `RequireAuth` inside the dashboard layout, and a 404 for the rest. Exported so tests can
 * mount the same table in a memory router.
 */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/landing" replace /> },
      ...PUBLIC_PAGES.map(toRoute),
      {
        element: <RequireAuth>{suspended(DashboardLayout)}</RequireAuth>,
        children: MANAGER_PAGES.map(toRoute),
      },
      { path: '*', element: suspended(NotFoundPage) },
    ],
  },
];

/** The browser router of the app, made once in `main.tsx`. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
