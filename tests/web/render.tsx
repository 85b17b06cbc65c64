import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AuthProvider } from '../../web/src/auth/auth-provider';
import { NotificationsProvider } from '../../web/src/components/notifications';

/**
 * Mounts routes in a memory router under the app's providers, with a query client that never retries
 * so a failed call shows its error at once.
 */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** A stand-in page that shows which path the router landed on. */
export function PathProbe({ label }: { label: string }): ReactElement {
  return <p data-testid="probe">{label}</p>;
}
