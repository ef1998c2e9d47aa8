import type { LearningsResponse } from '@kaizen/domain';
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

async function learningsOf(account: string): Promise<LearningsResponse> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/measure_reports/learnings',
    headers: bearer(await signIn(t.app, account, DEMO_PASSWORD)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LearningsResponse>();
}

const groupsOf = (body: LearningsResponse) => body.by_category.map((g) => [g.name, g.measures, g.wins]);

describe('demo learnings (施策の学び)', () => {
  it('shows staff verified measures in several hypothesis categories, won, held and short of data', async () => {
    const body = await learningsOf('admin');
    expect(groupsOf(body)).toEqual([
      ['UI・デザイン', 2, 2],
      ['コンテンツ', 1, 0],
      ['導線・遷移', 1, 0],
    ]);
    const verdicts = body.by_category.flatMap((g) => g.items.map((m) => m.verdict)).sort();
    expect(verdicts).toEqual(['inconclusive', 'insufficient', 'win', 'win']);
    expect(body.total.median_uplift).toBeGreaterThan(0);
  });

  it('shows each demo client only its own company’s measures', async () => {
    expect(groupsOf(await learningsOf('client'))).toEqual([
      ['UI・デザイン', 2, 2],
      ['コンテンツ', 1, 0],
    ]);
    expect(groupsOf(await learningsOf('client2'))).toEqual([['導線・遷移', 1, 0]]);
  });
});
