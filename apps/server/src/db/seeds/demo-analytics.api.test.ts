import {
  conversionRate,
  previousMonth,
  todayInJapan,
  type AnalyticsMonthsResponse,
  type ClientTargetsResponse,
} from '@kaizen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './demo.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoIfEmpty(t.db);
});
afterAll(() => t.close());

const lastMonth = previousMonth(todayInJapan().slice(0, 7));
let first = lastMonth;
for (let i = 1; i < 14; i += 1) first = previousMonth(first);

async function get<T>(account: string, url: string): Promise<T> {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: bearer(await signIn(t.app, account, DEMO_PASSWORD)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe('demo analytics', () => {
  it('gives every demo client project 14 months up to last month, rising after a verified measure', async () => {
    const projects = await t.db.selectFrom('projects').select(['id', 'project_name']).orderBy('id').execute();
    expect(projects).toHaveLength(3);
    for (const project of projects) {
      const account = project.project_name.startsWith('コーポレート') ? 'client2' : 'client';
      const body = await get<AnalyticsMonthsResponse>(
        account,
        `/api/v1/analytics/months?project_id=${project.id}&from=${first}&to=${lastMonth}`,
      );
      expect(body.months).toHaveLength(14);
      expect(body.months.every((month) => month.source === 'csv' && month.transactions !== null)).toBe(true);
      expect(body.cv_names.every((name) => name !== '')).toBe(true);
      expect(body.cv_slot).toBe(1);
      expect(body.marks).toHaveLength(1);
      const [mark] = body.marks;
      expect(mark?.pattern).not.toBeNull();
      const cvr = (rows: typeof body.months) =>
        rows.reduce((sum, row) => sum + (conversionRate(row.cv1, row.sessions) ?? 0), 0) / rows.length;
      const before = body.months.filter((row) => row.month <= (mark?.month ?? ''));
      const after = body.months.filter((row) => row.month > (mark?.month ?? ''));
      expect(after.length).toBeGreaterThanOrEqual(3);
      expect(cvr(after)).toBeGreaterThan(cvr(before) * 1.2);

      const targets = await get<ClientTargetsResponse>(
        account,
        `/api/v1/gapi/getClientTargetData?project_id=${project.id}`,
      );
      expect(targets.targets).toHaveLength(2);
      const [period, single] = targets.targets;
      expect(period).toMatchObject({ end_month: lastMonth, derived: ['target_contract_cnt', 'target_sales'] });
      expect(single).toMatchObject({
        start_month: todayInJapan().slice(0, 7),
        derived: ['target_contract_cnt', 'target_cv_cnt'],
      });
    }
  });

  it('stores analytics settings with a property id and no service-account key', async () => {
    const settings = await t.db.selectFrom('analytics_settings').select(['property_id', 'secret_box']).execute();
    expect(settings).toHaveLength(3);
    expect(settings.every((row) => row.property_id === '123456789' && row.secret_box === null)).toBe(true);
  });
});
