import type { MetricTreeResponse } from '@kaizen/domain';
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

describe('demo metrics', () => {
  it("binds every demo project's KGI to a formula with figures, and projects its adopted measure", async () => {
    const projects = await t.db.selectFrom('projects').select(['id', 'project_name']).orderBy('id').execute();
    const token = await signIn(t.app, 'admin', DEMO_PASSWORD);
    for (const project of projects) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/metrics/tree?project_id=${project.id}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const tree = response.json<MetricTreeResponse>();
      const kgi = tree.nodes.find((node) => node.binding.node === 'kgi');
      const kgiMetric = tree.metrics.find((metric) => metric.id === kgi?.metric_id);
      expect(kgiMetric?.source.kind, project.project_name).toBe('formula');
      expect(kgi?.actual, project.project_name).toBeGreaterThan(0);
      expect(tree.nodes.filter((node) => node.binding.node === 'kpi')).toHaveLength(2);
      expect(tree.contribution?.steps.length, project.project_name).toBeGreaterThanOrEqual(2);
      const measures = tree.projection?.measures ?? [];
      const verified = measures.find((m) => !m.estimated);
      expect(verified?.annual, project.project_name).toBeGreaterThan(0);
      // The EC site's measure still under verification counts with its typed 見込み上昇率.
      const expected = measures.filter((m) => m.estimated);
      expect(
        expected.map((m) => [m.measure, m.uplift]),
        project.project_name,
      ).toEqual(/EC/.test(project.project_name) ? [['商品ページに「5,000円以上で送料無料」の帯を出す', 15]] : []);
      for (const m of expected) expect(m.annual).toBeGreaterThan(0);
    }
  });
});
