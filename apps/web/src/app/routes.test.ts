import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { auditedPages } from '../../e2e/accessibility-pages';
import { createRoutes } from './routes';

/** Each page's full path: layouts without a path add nothing, an index route is its parent's page. */
function pagePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.index || (route.path !== undefined && (route.lazy || route.element)) ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

describe('the accessibility check (e2e/accessibility.spec.ts)', () => {
  const routes = [...new Set(pagePaths(createRoutes(new QueryClient())))].sort();
  const audited = [...new Set(auditedPages.map((p) => p.route))].sort();

  it('opens every page of the route table', () => {
    expect(routes.filter((route) => !audited.includes(route))).toEqual([]);
  });

  it('names no route the table does not have (a renamed route moves its row)', () => {
    expect(audited.filter((route) => !routes.includes(route))).toEqual([]);
  });
});
