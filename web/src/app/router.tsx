import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading, RootFrame } from '../components/navigation-progress';
import { RouteErrorPage } from '../pages/route-error-page';
import { setManagerPagePreloader } from './preload';

/** A path and the module of its page, loaded on first visit (each page is its own chunk). */
interface PageRoute {
  path: string;
  page: () => Promise<{ default: ComponentType }>;
}

/**
 * Pages anyone may open. Add a page with one line: `{ path: '/register', page: () => import(…) }`
 * (the module's default export is the page).
 */
const PUBLIC_PAGES: PageRoute[] = [
  { path: '/landing', page: () => import('../pages/public/landing-page') },
  { path: '/pricing', page: () => import('../pages/public/pricing-page') },
  { path: '/terms', page: () => import('../pages/public/terms-page') },
  { path: '/privacyPolicy', page: () => import('../pages/public/privacy-policy-page') },
  { path: '/cookiePolicy', page: () => import('../pages/public/cookie-policy-page') },
  { path: '/about', page: () => import('../pages/public/about-page') },
  { path: '/login', page: () => import('../pages/account/login-page') },
  { path: '/logout', page: () => import('../pages/account/logout-page') },
  { path: '/register', page: () => import('../pages/account/register-page') },
  { path: '/confirmAccount', page: () => import('../pages/account/confirm-account-page') },
  { path: '/forgotPassword', page: () => import('../pages/account/forgot-password-page') },
  { path: '/session/:id', page: () => import('../pages/session/session-page') },
  { path: '/api-docs', page: () => import('../pages/api-docs/api-docs-page') },
];

/** Pages of signed-in managers, shown inside the dashboard layout. Add one with one line, as above. */
const MANAGER_PAGES: PageRoute[] = [
  { path: '/applicants', page: () => import('../pages/applicants/applicants-page') },
  { path: '/addapplicant', page: () => import('../pages/applicants/add-applicant-page') },
  { path: '/applicants/:id', page: () => import('../pages/applicants/applicant-profile-page') },
  { path: '/modifyapplicant/:id', page: () => import('../pages/applicants/modify-applicant-page') },
  { path: '/templates', page: () => import('../pages/interview-templates/templates-page') },
  { path: '/createTemplate', page: () => import('../pages/interview-templates/create-template-page') },
  { path: '/templates/:id', page: () => import('../pages/interview-templates/template-page') },
  { path: '/interviewsessions', page: () => import('../pages/sessions/sessions-page') },
  { path: '/interviewsessions/:id', page: () => import('../pages/sessions/session-details-page') },
  { path: '/jobPositions', page: () => import('../pages/job-positions/job-positions-page') },
  { path: '/addJobPosition', page: () => import('../pages/job-positions/job-position-page') },
  { path: '/jobPositionDetails/:id', page: () => import('../pages/job-positions/job-position-page') },
  { path: '/team', page: () => import('../pages/team/team-page') },
  { path: '/audit', page: () => import('../pages/audit/audit-page') },
  { path: '/integrations', page: () => import('../pages/integrations/integrations-page') },
  {
    path: '/integrations/webhooks/:id',
    page: () => import('../pages/integrations/webhook-deliveries-page'),
  },
  { path: '/requests', page: () => import('../pages/requests/requests-page') },
  { path: '/reports/adverse-impact', page: () => import('../pages/reports/adverse-impact-page') },
  { path: '/account/security', page: () => import('../pages/account/security-page') },
];

/** The sign-in guard of the manager pages, a chunk of its own (public pages never need it). */
const loadRequireAuth = () =>
  import('../auth/require-auth').then((m) => ({ Component: m.RequireAuthOutlet }));

const loadDashboardLayout = () =>
  import('../components/dashboard-layout').then((m) => ({ Component: m.DashboardLayout }));

/**
 * Route-level `lazy`: the router loads a page's chunk before it switches pages, so the navigation state
 * is "loading" meanwhile (the progress bar shows it) and the layout and page chunks load in parallel.
 */
const toRoute = ({ path, page }: PageRoute): RouteObject => ({
  path,
  lazy: () => page().then((m) => ({ Component: m.default })),
});

/**
 * Fetches the chunks of the dashboard and its first `count` pages (the applicants list comes first)
 * while the browser is idle, so the first visit after sign-in does not wait for them. Failures are left
 * to the navigation that needs the chunk.
 */
function preloadManagerPages(count = MANAGER_PAGES.length): void {
  const load = () => {
    void loadRequireAuth().catch(() => undefined);
    void loadDashboardLayout().catch(() => undefined);
    for (const route of MANAGER_PAGES.slice(0, count)) void route.page().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 2_000 });
  else setTimeout(load, 200);
}
setManagerPagePreloader(preloadManagerPages);

/**
 * Every route of the SPA (docs/product.md#screen-routes), in one list: `/` → /landing, the public pages, the
 * manager pages behind `RequireAuth` inside the dashboard layout, and a 404 for the rest. The root frame
 * shows navigation progress and scrolls to the top on each new page. Exported so tests can mount the same
 * table in a memory router.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
    children: [
      { path: '/', element: <Navigate to="/landing" replace /> },
      ...PUBLIC_PAGES.map(toRoute),
      {
        lazy: loadRequireAuth,
        children: [{ lazy: loadDashboardLayout, children: MANAGER_PAGES.map(toRoute) }],
      },
      { path: '*', lazy: () => import('../pages/not-found-page').then((m) => ({ Component: m.default })) },
    ],
  },
];

/** The browser router of the app, made once in `main.tsx`. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
