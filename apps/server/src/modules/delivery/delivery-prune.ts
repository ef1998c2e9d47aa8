import { todayInJapan } from '@kaizen/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import { finishJobRun, insertJobRun } from '../../db/job-runs.js';
import { startNightlyTimer } from '../../lib/nightly-timer.js';
import { deleteSettledDeliveriesBefore } from './delivery.repository.js';

/** The job_runs name of the nightly prune; (job, Japan date) is its lock, as for the audit log's. */
export const DELIVERY_PRUNE_JOB = 'delivery-prune';

/**
 * How long a sent or skipped message stays in the outbox: long enough for 送信状況 to answer "was it
 * sent?" about the last quarter, and far past every dedupe window (a digest's week, a notification's
 * cursor), so pruning never lets a message go twice. Failed and waiting ones are never pruned.
 */
export const DELIVERY_RETENTION_DAYS = 90;

export type DeliveryPruneOutcome = { ran: false } | { ran: true; deleted: number };

/** Deletes settled messages older than the retention, once a Japan day: of several processes one runs it. */
export async function runDeliveryPrune(db: Db, now: Date, holder: string): Promise<DeliveryPruneOutcome> {
  const runKey = todayInJapan(now);
  if (!(await insertJobRun(db, DELIVERY_PRUNE_JOB, runKey, holder))) return { ran: false };
  let deleted = 0;
  try {
    const cutoff = new Date(now.getTime() - DELIVERY_RETENTION_DAYS * 86_400_000).toISOString();
    deleted = await deleteSettledDeliveriesBefore(db, cutoff);
  } finally {
    await finishJobRun(db, DELIVERY_PRUNE_JOB, runKey, JSON.stringify({ deleted }));
  }
  return { ran: true, deleted };
}

export function startDeliveryPrune(app: FastifyInstance): void {
  startNightlyTimer(app, {
    job: DELIVERY_PRUNE_JOB,
    due: () => true,
    run: (now, holder) => runDeliveryPrune(app.db, now, holder),
    finished: 'outbox pruned',
    failed: 'outbox prune failed',
  });
}
