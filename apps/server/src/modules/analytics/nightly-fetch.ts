import { monthOf, previousMonth, todayInJapan } from '@kaizen/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/types.js';
import { startNightlyTimer } from '../../lib/nightly-timer.js';
import { SecretUnreadableError } from '../../lib/secret-box.js';
import { Ga4Error } from './ga4-client.js';
import { fetchAndStoreMonths } from './ga4.service.js';
import { finishJobRun, insertJobRun } from '../../db/job-runs.js';
import { fetchableSettings } from './settings.repository.js';

/**
 * The nightly GA4 fetch (decisions/0014): inside the server process, once a Japan-time day, the
 * previous and the current month of every project with a property id and a key. Its lock is the
 * job_runs row (job, Japan date): of several processes the one whose insert lands runs it, the others
 * skip — on SQLite and PostgreSQL alike. A run that dies half-way leaves its row unfinished and the
 * day is not tried again; the next night fetches both months anew.
 */
export const NIGHTLY_JOB = 'analytics-nightly';

export interface ProjectFetch {
  project_id: number;
  /** Months stored, or why the project failed (a Ga4ErrorKind, keyUnreadable or error). */
  months?: number;
  failure?: string;
  /** The failure in the outside service's or the library's words, for the log (never key material). */
  detail?: string;
}

export type NightlyOutcome = { ran: false; run_key: string } | { ran: true; run_key: string; projects: ProjectFetch[] };

function failureOf(error: unknown): string {
  if (error instanceof Ga4Error) return error.kind;
  if (error instanceof SecretUnreadableError) return 'keyUnreadable';
  return 'error';
}

export async function runNightlyFetch(
  db: Db,
  config: Pick<Config, 'ga4ApiBase' | 'secretsKey'>,
  now: Date,
  holder: string,
): Promise<NightlyOutcome> {
  const runKey = todayInJapan(now);
  if (!(await insertJobRun(db, NIGHTLY_JOB, runKey, holder))) return { ran: false, run_key: runKey };
  const month = monthOf(runKey);
  const projects: ProjectFetch[] = [];
  try {
    for (const row of await fetchableSettings(db)) {
      // One project's failure (a revoked key, a quota) is recorded and the others still run.
      try {
        projects.push({
          project_id: row.project_id,
          months: await fetchAndStoreMonths(db, config, row, previousMonth(month), month, null),
        });
      } catch (error) {
        const detail = error instanceof Error && !(error instanceof SecretUnreadableError) ? error.message : undefined;
        projects.push({ project_id: row.project_id, failure: failureOf(error), ...(detail ? { detail } : {}) });
      }
    }
  } finally {
    await finishJobRun(db, NIGHTLY_JOB, runKey, JSON.stringify({ projects }));
  }
  return { ran: true, run_key: runKey, projects };
}

function hourInJapan(now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', hourCycle: 'h23' }).format(now),
  );
}

/** Every night at ANALYTICS_FETCH_HOUR in Japan; off when the configuration says so. */
export function startNightlyFetch(app: FastifyInstance): void {
  const hour = app.config.analyticsFetchHour;
  if (hour === null) return;
  startNightlyTimer(app, {
    job: NIGHTLY_JOB,
    due: (now) => hourInJapan(now) === hour,
    run: (now, holder) => runNightlyFetch(app.db, app.config, now, holder),
    finished: 'analytics nightly fetch finished',
    failed: 'analytics nightly fetch failed',
  });
}
