import type { ShareLink } from '@kaizen/domain';
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

describe('demo share links', () => {
  it("shows staff one live link on the EC project's shown monthly report, opened twice", async () => {
    const report = await t.db
      .selectFrom('share_links')
      .innerJoin('monthly_reports', 'monthly_reports.id', 'share_links.target_id')
      .select(['share_links.project_id', 'share_links.target_id', 'monthly_reports.is_show'])
      .executeTakeFirstOrThrow();
    expect(report.is_show).toBe(1);
    const token = await signIn(t.app, 'manager', DEMO_PASSWORD);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/share_links?project_id=${report.project_id}&target_kind=monthly_report&target_id=${report.target_id}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [link] = response.json<{ links: ShareLink[] }>().links;
    expect(link).toMatchObject({ state: 'active', view_count: 2, has_password: false, created_by: '佐藤 花子' });
  });
});
