import type { ImportRow } from '../management/tree-import-types.js';
import type { TreeTemplate } from './built-in.js';

/**
 * A template as the rows of a tree file, one per measure and work (and per branch without either),
 * so it goes into a project the way an import does (planTreeImport): a node already there under the
 * same parent with the same title is kept, the rest is added.
 */
export function templateRows(template: TreeTemplate): ImportRow[] {
  const rows: ImportRow[] = [];
  const node = (title: string) => ({ id: null, title, fields: {} });
  for (const kpi of template.kpis) {
    if (kpi.tasks.length === 0) rows.push({ line: rows.length + 1, nonKpi: false, kpi: node(kpi.title) });
    for (const task of kpi.tasks)
      for (const factor of task.factors)
        for (const hypothesis of factor.hypotheses) {
          const path = {
            nonKpi: false,
            kpi: node(kpi.title),
            task: node(task.title),
            factor: node(factor.title),
            hypothesis: node(hypothesis.title),
          };
          for (const measure of hypothesis.measures) {
            rows.push({
              ...path,
              line: rows.length + 1,
              measure: {
                id: null,
                title: measure.title,
                fields: measure.expected_uplift === undefined ? {} : { expected_uplift: measure.expected_uplift },
              },
            });
          }
          for (const work of hypothesis.works ?? []) rows.push({ ...path, line: rows.length + 1, work: node(work) });
          if (hypothesis.measures.length === 0 && (hypothesis.works ?? []).length === 0) {
            rows.push({ ...path, line: rows.length + 1 });
          }
        }
  }
  return rows;
}
