/**
 * The job_runs lock of the in-process nightly jobs (the GA4 fetch, the audit prune): the row (job,
 * Japan date) whose insert lands is the one process of many that runs that night's work.
 */
import { nowIso } from './schema-helpers.js';
import type { Db } from './types.js';

/** Takes the lock of a job's run: false when another process inserted it first. */
export async function insertJobRun(db: Db, job: string, runKey: string, holder: string): Promise<boolean> {
  const result = await db
    .insertInto('job_runs')
    .values({ job, run_key: runKey, holder, started_at: nowIso() })
    .onConflict((oc) => oc.columns(['job', 'run_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function finishJobRun(db: Db, job: string, runKey: string, result: string): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ finished_at: nowIso(), result })
    .where('job', '=', job)
    .where('run_key', '=', runKey)
    .execute();
}
