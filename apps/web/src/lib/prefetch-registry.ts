import { matchRoutes, type RouteObject } from 'react-router';
import { browserCanPrefetch } from './prefetch';

/** The router hands its routes here, so links can load a page's code before it is clicked. */
let registered: RouteObject[] = [];

export function registerPrefetchRoutes(routes: RouteObject[]): void {
  registered = routes;
}

export function prefetchRoute(path: string): void {
  if (!browserCanPrefetch()) return;
  for (const match of matchRoutes(registered, path) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => undefined);
  }
}
