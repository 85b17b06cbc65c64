import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading, RootFrame } from '../components/navigation-progress';
import { RouteErrorPage } from '../pages/route-error-page';
import { MANAGER_PAGES, PUBLIC_PAGES, type PageRoute } from './page-routes';
import { setManagerPagePreloader } from './preload';

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
