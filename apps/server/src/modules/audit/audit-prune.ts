import { hostname } from 'node:os';
import { todayInJapan } from '@kaizen/domain';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';
import { claimPruneRun, deleteAuditBefore, finishPruneRun } from './audit.repository.js';
import { retentionDays } from './audit.service.js';

/** The job_runs name of the nightly prune; (job, Japan date) is its lock, as for the analytics fetch. */
export const AUDIT_PRUNE_JOB = 'audit-prune';
const TICK_MS = 10 * 60_000;

export type PruneOutcome = { ran: false } | { ran: true; deleted: number };

/** Deletes the entries older than the retention, once a Japan day: of several processes one runs it. */
export async function runAuditPrune(db: Db, now: Date, holder: string): Promise<PruneOutcome> {
  const runKey = todayInJapan(now);
  if (!(await claimPruneRun(db, AUDIT_PRUNE_JOB, runKey, holder, nowIso()))) return { ran: false };
  let deleted = 0;
  try {
    const cutoff = new Date(now.getTime() - (await retentionDays(db)) * 86_400_000).toISOString();
    deleted = await deleteAuditBefore(db, cutoff);
  } finally {
    await finishPruneRun(db, AUDIT_PRUNE_JOB, runKey, JSON.stringify({ deleted }), nowIso());
  }
  return { ran: true, deleted };
}

/**
 * Checks every ten minutes; the first check of a Japan day prunes (the lock makes the others skip).
 * Started by main.ts only, so tests build apps without timers; the timers stop on close.
 */
export function startAuditPrune(app: FastifyInstance): void {
  const holder = `${hostname()}:${process.pid}`;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runAuditPrune(app.db, new Date(), holder)
      .then((outcome) => {
        if (outcome.ran) app.log.info({ job: AUDIT_PRUNE_JOB, ...outcome }, 'audit log pruned');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'audit log prune failed'))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(tick, 60_000).unref();
  const timer = setInterval(tick, TICK_MS).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
