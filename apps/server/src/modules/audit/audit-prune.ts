import { todayInJapan } from '@kaizen/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import { finishJobRun, insertJobRun } from '../../db/job-runs.js';
import { startNightlyTimer } from '../../lib/nightly-timer.js';
import { deleteAuditBefore } from './audit.repository.js';
import { retentionDays } from './audit.service.js';

/** The job_runs name of the nightly prune; (job, Japan date) is its lock, as for the analytics fetch. */
export const AUDIT_PRUNE_JOB = 'audit-prune';

export type PruneOutcome = { ran: false } | { ran: true; deleted: number };

/** Deletes the entries older than the retention, once a Japan day: of several processes one runs it. */
export async function runAuditPrune(db: Db, now: Date, holder: string): Promise<PruneOutcome> {
  const runKey = todayInJapan(now);
  if (!(await insertJobRun(db, AUDIT_PRUNE_JOB, runKey, holder))) return { ran: false };
  let deleted = 0;
  try {
    const cutoff = new Date(now.getTime() - (await retentionDays(db)) * 86_400_000).toISOString();
    deleted = await deleteAuditBefore(db, cutoff);
  } finally {
    await finishJobRun(db, AUDIT_PRUNE_JOB, runKey, JSON.stringify({ deleted }));
  }
  return { ran: true, deleted };
}

/** The first tick of each Japan day prunes (the lock makes the later ticks, and other processes, skip). */
export function startAuditPrune(app: FastifyInstance): void {
  startNightlyTimer(app, {
    job: AUDIT_PRUNE_JOB,
    due: () => true,
    run: (now, holder) => runAuditPrune(app.db, now, holder),
    finished: 'audit log pruned',
    failed: 'audit log prune failed',
  });
}
