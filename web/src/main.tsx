import '@cloudscape-design/global-styles/index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './api/query-client';
import { createAppRouter } from './app/router';
import { AuthProvider } from './auth/auth-provider';
import { GlobalLoading } from './components/global-loading';
import { NotificationsProvider } from './components/notifications';
import { loadRuntimeConfig, RuntimeConfigContext } from './config/runtime-config';

const root = createRoot(document.getElementById('root')!);

// The API base and sign-in settings differ per deployment, so they are read before anything renders.
loadRuntimeConfig()
  .then((config) => {
    const queryClient = createQueryClient();
    const router = createAppRouter();
    root.render(
      <StrictMode>
        <RuntimeConfigContext.Provider value={config}>
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <NotificationsProvider>
                <GlobalLoading />
                <RouterProvider router={router} />
              </NotificationsProvider>
            </AuthProvider>
          </QueryClientProvider>
        </RuntimeConfigContext.Provider>
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <p role="alert" style={{ fontFamily: 'sans-serif', padding: '2rem' }}>
        The app could not load its configuration. Please reload the page.
      </p>,
    );
  });
