import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorld, signInAll, bearer, type World } from '../../../test/factories.js';
import { FakeGa4 } from '../../../test/fake-ga4.js';
import { sharedDatabase, type SharedDatabase } from '../../../test/shared-database.js';
import { insertProject } from '../../db/seeds/records.js';
import type { App } from '../../app.js';
import { NIGHTLY_JOB, runNightlyFetch } from './nightly-fetch.js';

/**
 * The nightly fetch: previous and current month of every configured project, each project on its
 * own, once a Japan day — also when two server processes on one database try at the same moment.
 */
let fake: FakeGa4;
let db: SharedDatabase;
let app: App;
let world: World;
let token: string;

beforeAll(async () => {
  fake = await FakeGa4.start();
  db = await sharedDatabase('run');
  app = await db.app({ ga4ApiBase: fake.url });
  world = await seedWorld(app.db);
  token = (await signInAll(app, world)).member;
});
afterAll(async () => {
  await db.close();
  await fake.close();
});

let propertySequence = 500_000_000;

/** A project with a property in the fake and a key for it; revoked: the key is deleted in GA4. */
async function configured(months: Record<string, Record<string, number>>, options: { revoked?: boolean } = {}) {
  const projectId = await insertProject(app.db, world.clientCompanyId, `夜間${propertySequence}`);
  const key = await fake.mintKey();
  propertySequence += 1;
  const propertyId = String(propertySequence);
  fake.addProperty({ property_id: propertyId, granted: [key.client_email], months });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/projects/updateViewIDSecretsJson',
    headers: bearer(token),
    payload: { projectId, propertyId, secretsjson: JSON.stringify(key) },
  });
  expect(response.statusCode, response.body).toBe(200);
  if (options.revoked) fake.revoke(key.private_key_id);
  return projectId;
}

function storedMonths(projectId: number) {
  return app.db
    .selectFrom('analytics_months')
    .select(['month', 'sessions', 'source', 'fetched_by'])
    .where('project_id', '=', projectId)
    .orderBy('month')
    .execute();
}

const config = () => ({ ga4ApiBase: fake.url, secretsKey: app.config.secretsKey });

describe('runNightlyFetch', () => {
  it('fetches last and this month (Japan time) of each configured project once a day; a failing project does not stop the others', async () => {
    const good = await configured({ '2026-04': { sessions: 400 }, '2026-05': { sessions: 55 } });
    const revoked = await configured({ '2026-04': { sessions: 1 } }, { revoked: true });
    const later = await configured({ '2026-05': { sessions: 7 } });
    await insertProject(app.db, world.clientCompanyId, '設定なし');
    // 2026-04-30 18:30 UTC is 1 May, 03:30 in Japan.
    const now = new Date('2026-04-30T18:30:00Z');
    const before = fake.runReportCalls;

    const first = await runNightlyFetch(app.db, config(), now, 'process-a');
    expect(first).toMatchObject({ ran: true, run_key: '2026-05-01' });
    expect(first.ran && first.projects).toEqual([
      { project_id: good, months: 2 },
      // Google's own words go to the log with it (never key material).
      { project_id: revoked, failure: 'unauthenticated', detail: expect.stringContaining('UNAUTHENTICATED') },
      { project_id: later, months: 2 },
    ]);
    expect(await storedMonths(good)).toEqual([
      { month: '2026-04', sessions: 400, source: 'ga4', fetched_by: null },
      { month: '2026-05', sessions: 55, source: 'ga4', fetched_by: null },
    ]);
    expect(await storedMonths(revoked)).toEqual([]);
    expect((await storedMonths(later)).map((m) => m.sessions)).toEqual([0, 7]);
    expect(fake.runReportCalls).toBe(before + 3);

    const run = await app.db
      .selectFrom('job_runs')
      .selectAll()
      .where('job', '=', NIGHTLY_JOB)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ run_key: '2026-05-01', holder: 'process-a' });
    expect(run.finished_at).not.toBeNull();
    expect(JSON.parse(run.result ?? '{}')).toEqual({ projects: first.ran ? first.projects : [] });

    const again = await runNightlyFetch(app.db, config(), new Date('2026-05-01T02:00:00Z'), 'process-b');
    expect(again).toEqual({ ran: false, run_key: '2026-05-01' });
    expect(fake.runReportCalls).toBe(before + 3);
  });

  it('runs in exactly one of two processes sharing the database that start at the same moment', async () => {
    await configured({ '2026-06': { sessions: 60 } });
    const count = await app.db
      .selectFrom('analytics_settings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const second = await db.app({ ga4ApiBase: fake.url });
    const now = new Date('2026-06-10T19:00:00Z');
    const before = fake.runReportCalls;
    const outcomes = await Promise.all([
      runNightlyFetch(app.db, config(), now, 'process-a'),
      runNightlyFetch(second.db, config(), now, 'process-b'),
    ]);
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(fake.runReportCalls - before).toBe(Number(count.n));
    const runs = await app.db.selectFrom('job_runs').select('holder').where('run_key', '=', '2026-06-11').execute();
    expect(runs).toHaveLength(1);
  });
});
