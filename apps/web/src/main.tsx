import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { reloadForChunkError } from './lib/chunk-reload';
import { registerPrefetchRoutes } from './lib/prefetch-registry';

// A preloaded chunk that no longer exists (a new deploy): reload, at most once a minute.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError(sessionStorage, () => window.location.reload())) event.preventDefault();
});

const router = createBrowserRouter(routes);
registerPrefetchRoutes(routes);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
