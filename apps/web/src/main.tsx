import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRoutes } from './app/routes';
import { reloadForChunkError } from './lib/chunk-reload';
import { createQueryClient } from './lib/query-client';
import { registerPrefetchRoutes } from './lib/prefetch-registry';

// A preloaded chunk that no longer exists (a new deploy): reload, at most once a minute.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError(sessionStorage, () => window.location.reload())) event.preventDefault();
});

// One query cache for the route loaders (which start a page's queries) and the components.
const queryClient = createQueryClient();
const routes = createRoutes(queryClient);
const router = createBrowserRouter(routes);
registerPrefetchRoutes(routes);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
