import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { runDueDeliveries } from './delivery.service.js';

/** How often a process looks for messages to send: a confirmation link arrives within seconds. */
const TICK_MS = 5_000;

/**
 * Sends what the outbox holds, a batch at a time — and, before each batch, whatever else a tick
 * should queue (the notification fan-out, the weekly digest). Started by main.ts only, so the API
 * tests drive runDueDeliveries themselves; the timer never keeps the process alive.
 */
export function startDeliveryWorker(app: FastifyInstance, before: Array<(now: Date) => Promise<unknown>> = []): void {
  const holder = `${hostname()}:${process.pid}`;
  let running = false;
  const ctx = { db: app.db, config: app.config, log: app.log };
  const tick = () => {
    if (running) return;
    running = true;
    const now = new Date();
    (async () => {
      for (const step of before) await step(now);
      await runDueDeliveries(ctx, holder, now);
    })()
      .catch((error: unknown) => app.log.error({ err: error }, 'the delivery worker failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, TICK_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** A worker step that runs at most once per `ms` (the digest looks once a minute, not every tick). */
export function atMostEvery(ms: number, step: (now: Date) => Promise<unknown>): (now: Date) => Promise<unknown> {
  let last = 0;
  return async (now) => {
    if (now.getTime() - last < ms) return;
    last = now.getTime();
    await step(now);
  };
}
