import type { Config } from '../config.js';
import type { DialectName } from '../db/kysely.js';
import type { Db } from '../db/types.js';
import type { EventBus } from './event-bus.js';
import type { Actor } from './actor.js';
import type { RequestChanges } from './request-context.js';

export interface CatalogRoute {
  method: string;
  url: string;
  public: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalog: readonly CatalogRoute[];
    config: Config;
    db: Db;
    /** Live updates to the people looking at a project (modules/events). */
    events: EventBus;
    dialect: DialectName;
  }
  interface FastifyRequest {
    /** Null for a signed-out request; routes that are not public never see null. */
    actor: Actor | null;
    /** What this request changed, announced once it succeeds (plugins/live-events.ts). */
    changes: RequestChanges | null;
  }
  interface FastifyContextConfig {
    /** Routes that answer without sign-in (sign-in itself, public config, API docs). */
    public?: boolean;
  }
}
