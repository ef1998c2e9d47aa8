import { matchRoutes, type RouteObject } from 'react-router';
import { browserCanPrefetch } from './prefetch';

/** The router hands its routes here, so links can load a page's code before it is clicked. */
let registered: RouteObject[] = [];

export function registerPrefetchRoutes(routes: RouteObject[]): void {
  registered = routes;
}

/** What a route's `handle` may carry: the module its loader imports (see routes.tsx startsFrom). */
export interface PrefetchHandle {
  loaderModule?: () => Promise<unknown>;
}

const quietly = (load: () => unknown) => void Promise.resolve(load()).catch(() => undefined);

export function prefetchRoute(path: string): void {
  if (!browserCanPrefetch()) return;
  const matches = matchRoutes(registered, path) ?? [];
  // The loaders' small modules first: over six connections, the files asked for first arrive first,
  // so a click's calls do not wait behind the page's own chunks.
  for (const { route } of matches) {
    const loaderModule = (route.handle as PrefetchHandle | undefined)?.loaderModule;
    if (loaderModule) quietly(loaderModule);
  }
  for (const { route } of matches) {
    const { lazy } = route;
    if (typeof lazy === 'function') quietly(lazy);
  }
}
