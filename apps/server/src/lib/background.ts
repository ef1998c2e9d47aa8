import type { Server } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Keyed by the HTTP server, which every encapsulated instance of one app shares. */
const running = new WeakMap<Server, Set<Promise<void>>>();

/**
 * Work a request starts but does not wait for (so its answer takes the same time whatever the work
 * finds). A failure goes to the log; the app waits for what is still running when it closes
 * (buildApp's onClose), and tests wait for it with settleBackground.
 */
export function runInBackground(app: FastifyInstance, log: FastifyBaseLogger, work: () => Promise<void>): void {
  let set = running.get(app.server);
  if (!set) {
    set = new Set<Promise<void>>();
    running.set(app.server, set);
  }
  const tasks = set;
  const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => log.error({ err: error }, 'background work failed'))
    .finally(() => tasks.delete(task));
  tasks.add(task);
}

/** Waits until the app's background work (including work it starts meanwhile) is done. */
export async function settleBackground(app: FastifyInstance): Promise<void> {
  const set = running.get(app.server);
  while (set && set.size > 0) await Promise.all(set);
}
