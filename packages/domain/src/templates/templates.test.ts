import { describe, expect, it } from 'vitest';
import { expectedUpliftReason } from '../management/expected-uplift.js';
import { planTreeImport, treeImportCounts } from '../management/tree-import-plan.js';
import { builtInTemplates } from './built-in.js';
import { templatesResponseSchema } from './schemas.js';
import { templateRows } from './template-rows.js';

const empty = { kpi_array: [], non_kpi_task: [] };

describe('the built-in templates', () => {
  it('are the three the issue names, each with KPIs, 課題 to 施策, and a plausible 見込み上昇率', () => {
    expect(builtInTemplates.map((t) => t.name)).toEqual(['EC購入CVR改善', 'BtoBリード獲得', '会員登録改善']);
    expect(templatesResponseSchema.safeParse({ templates: builtInTemplates }).success).toBe(true);
    for (const template of builtInTemplates) {
      expect(template.kpis.length, template.name).toBeGreaterThanOrEqual(2);
      const measures = template.kpis.flatMap((k) =>
        k.tasks.flatMap((t) => t.factors.flatMap((f) => f.hypotheses.flatMap((h) => h.measures))),
      );
      expect(measures.length, template.name).toBeGreaterThanOrEqual(3);
      for (const measure of measures) {
        if (measure.expected_uplift !== undefined) expect(expectedUpliftReason(measure.expected_uplift)).toBeNull();
      }
    }
  });

  it('go into an empty tree as an import would, every node once and nothing refused', () => {
    for (const template of builtInTemplates) {
      const { nodes, errors } = planTreeImport(templateRows(template), empty);
      expect(errors, template.name).toEqual([]);
      const counts = treeImportCounts(nodes);
      expect(counts.kpi.create).toBe(template.kpis.length);
      expect(nodes.every((node) => node.action === 'create')).toBe(true);
    }
  });

  it('add nothing twice: a tree that already has a template’s nodes keeps them', () => {
    const [template] = builtInTemplates;
    if (!template) throw new Error('no template');
    const rows = templateRows(template);
    const once = planTreeImport(rows, empty).nodes.length;
    const twice = planTreeImport([...rows, ...rows.map((row) => ({ ...row, line: row.line + rows.length }))], empty);
    expect(twice.errors).toEqual([]);
    expect(twice.nodes).toHaveLength(once);
  });
});
