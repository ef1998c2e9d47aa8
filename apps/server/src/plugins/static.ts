import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundBody } from './errors.js';

/**
 * Serves the built web app; any path that is not a file or an /api call gets index.html, so client
 * routes (and the app's own 404 page) work on reload. Unknown /api paths answer JSON 404.
 */
export const staticPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDistDir;
  const hasWebBuild = root !== undefined && fs.existsSync(path.join(root, 'index.html'));

  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each text asset (apps/web/scripts/precompress.mjs):
      // sent as such, with Content-Encoding and Vary, instead of being compressed on every request.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite names built assets by content hash, so they never change under the same URL.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !hasWebBuild) {
      return reply.status(404).send(notFoundBody());
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(notFoundBody());
    }
    // A missing built file (a stale chunk after a deploy) must fail as such, not turn into the page.
    if (looksLikeFile(request.url)) {
      return reply.status(404).send(notFoundBody());
    }
    // A share link's page (decisions/0042) is for its holder only: search engines keep out, even
    // those that never run the page's script and so never see its robots meta tag.
    if (request.url.startsWith('/shared/')) reply.header('x-robots-tag', 'noindex, nofollow, noarchive');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});

function looksLikeFile(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname);
}
