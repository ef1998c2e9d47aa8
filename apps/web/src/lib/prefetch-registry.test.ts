import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { prefetchRoute, registerPrefetchRoutes } from './prefetch-registry';

describe('prefetchRoute', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    registerPrefetchRoutes([]);
  });

  const routesLogging = (order: string[]): RouteObject[] => [
    {
      path: 'client/:clientProjectId',
      lazy: async () => (order.push('layout chunk'), {}),
      handle: { loaderModule: async () => order.push('layout loader module') },
      children: [
        {
          path: 'management',
          lazy: async () => (order.push('page chunk'), {}),
          handle: { loaderModule: async () => order.push('page loader module') },
        },
        { path: 'status', lazy: async () => (order.push('status chunk'), {}) },
      ],
    },
  ];

  it("asks for the loaders' modules before the pages' chunks, for the matched routes only", () => {
    vi.stubGlobal('navigator', { onLine: true });
    const order: string[] = [];
    registerPrefetchRoutes(routesLogging(order));
    prefetchRoute('/client/2/management');
    expect(order).toEqual(['layout loader module', 'page loader module', 'layout chunk', 'page chunk']);
  });

  it('asks for nothing offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    const order: string[] = [];
    registerPrefetchRoutes(routesLogging(order));
    prefetchRoute('/client/2/management');
    expect(order).toEqual([]);
  });
});
