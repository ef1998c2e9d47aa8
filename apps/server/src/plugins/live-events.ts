import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbHandle } from '../db/kysely.js';
import { newRequestChanges, runWithChanges } from '../lib/request-context.js';
import type { EventBus } from '../lib/event-bus.js';
import { LocalEventBus, PostgresEventBus } from '../modules/events/event-bus.js';

/**
 * Each request records what it changed (lib/request-context.ts); once it has succeeded, the change is
 * published to the project's live streams: 'tree' for an edit, 'notification' for a new notification.
 */
export const liveEventsPlugin = fp(async (app: FastifyInstance, options: { db: DbHandle }) => {
  const log = (message: string, error: unknown) => app.log.error({ err: error }, message);
  let bus: EventBus;
  if (options.db.pg) {
    const pgBus = new PostgresEventBus(options.db.pg.connectionString, options.db.pg.schema, options.db.db, log);
    await pgBus.start();
    bus = pgBus;
  } else {
    bus = new LocalEventBus();
  }
  app.decorate('events', bus);
  app.decorateRequest('changes', null);
  app.addHook('onClose', async () => bus.close());

  app.addHook('onRequest', (request, _reply, done) => {
    const changes = newRequestChanges();
    request.changes = changes;
    runWithChanges(changes, done, request.ip);
  });

  app.addHook('onResponse', async (request, reply) => {
    const { actor, changes } = request;
    if (!actor || !changes || reply.statusCode >= 400 || request.method === 'GET') return;
    const events = [
      ...[...changes.editedProjects].map((project_id) => ({
        type: 'tree' as const,
        project_id,
        user_id: actor.userId,
      })),
      ...[...changes.notifiedProjects].map((project_id) => ({
        type: 'notification' as const,
        project_id,
        user_id: actor.userId,
      })),
    ];
    await Promise.all(
      events.map((event) => bus.publish(event).catch((error: unknown) => log('a live event could not be sent', error))),
    );
  });
});
