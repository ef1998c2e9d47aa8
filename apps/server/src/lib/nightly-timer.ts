import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';

const TICK_MS = 10 * 60_000;
/** A first look soon after start, so a restart within the night does not miss it. */
const FIRST_TICK_MS = 60_000;

export interface NightlyJob {
  /** The job_runs name, for the log. */
  job: string;
  /** Whether a tick at `now` should try the run (its job_runs lock decides who runs it). */
  due: (now: Date) => boolean;
  /** The run itself; ran false when another process (or an earlier tick) holds the night's lock. */
  run: (now: Date, holder: string) => Promise<{ ran: boolean }>;
  /** What the log says of a run that finished, and of one that failed. */
  finished: string;
  failed: string;
}

/**
 * Ticks every ten minutes and, when the job is due, runs it — one run at a time in this process.
 * Started by main.ts only, so tests build apps without timers; the timers never keep the process
 * alive and stop when the app closes.
 */
export function startNightlyTimer(app: FastifyInstance, job: NightlyJob): void {
  const holder = `${hostname()}:${process.pid}`;
  let running = false;
  const tick = () => {
    const now = new Date();
    if (running || !job.due(now)) return;
    running = true;
    job
      .run(now, holder)
      .then((outcome) => {
        if (outcome.ran) app.log.info({ job: job.job, ...outcome }, job.finished);
      })
      .catch((error: unknown) => app.log.error({ err: error }, job.failed))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(tick, FIRST_TICK_MS).unref();
  const timer = setInterval(tick, TICK_MS).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
