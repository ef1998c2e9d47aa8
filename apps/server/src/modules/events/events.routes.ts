import { projectQuerySchema } from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { requireProject } from '../access/access.service.js';

/** How often an idle stream sends a comment, so proxies keep it open. */
const HEARTBEAT_MS = 25_000;

/**
 * GET /api/v1/events?project_id: a server-sent event stream of what changes in the project
 * (notifications, tree and board changes) made by anyone, in any server process. Each event only
 * says what to refetch; what the caller may see is decided by the calls it refetches with.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A stream never ends by itself: a server shutting down ends the open ones, or its close would wait for them.
  const open = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of open) end();
    done();
  });

  app.get('/events', { schema: { tags: ['events'], querystring: projectQuerySchema } }, async (request, reply) => {
    const actor = requireActor(request);
    const projectId = request.query.project_id;
    await requireProject(app.db, actor, projectId, 'read');

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('event: ready\ndata: {}\n\n');
    const unsubscribe = app.events.subscribe(projectId, (event) => res.write(`data: ${JSON.stringify(event)}\n\n`));
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS).unref();
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
    };
    const end = () => {
      stop();
      res.end();
    };
    open.add(end);
    request.raw.on('close', stop);
    res.on('close', stop);
  });
};
