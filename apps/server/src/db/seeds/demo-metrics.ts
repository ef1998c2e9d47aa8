import { nowIso } from '../schema-helpers.js';
import type { Db } from '../types.js';

/** Which figure the KGI's formula multiplies the project's sessions and CVR into (decisions/0044). */
interface DemoKgi {
  name: string;
  unit: '円' | '件';
  /** 売上 multiplies by 客単価 too; a count stops at セッション × CVR. */
  withOrderValue: boolean;
}

const kgiFor = (projectName: string): DemoKgi =>
  /EC/.test(projectName)
    ? { name: '売上', unit: '円', withOrderValue: true }
    : /会員/.test(projectName)
      ? { name: '会員登録数', unit: '件', withOrderValue: false }
      : { name: '資料請求数', unit: '件', withOrderValue: false };

type Formula =
  { kind: 'metric'; metric_id: number } | { kind: 'operation'; operator: 'multiply'; left: Formula; right: Formula };

const product = (ids: number[]): Formula =>
  ids
    .slice(1)
    .reduce<Formula>(
      (left, id) => ({ kind: 'operation', operator: 'multiply', left, right: { kind: 'metric', metric_id: id } }),
      { kind: 'metric', metric_id: ids[0] ?? 0 },
    );

/**
 * The KPI tree's metrics of every demo project (issue 35): セッション and CVR from the analytics
 * figures (客単価 too for the EC site), the KGI as their product, the KPI whose measure adopted a
 * pattern bound to CVR — so the tree projects that measure's effect — and the first other KPI to
 * セッション. Runs after the tree, its reports and the analytics figures.
 */
export async function seedDemoMetrics(db: Db): Promise<void> {
  const admin = await db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
  const projects = await db.selectFrom('projects').select(['id', 'project_name']).orderBy('id').execute();
  const at = nowIso();
  for (const project of projects) {
    const projectId = Number(project.id);
    const kgi = kgiFor(project.project_name);
    const insert = async (name: string, unit: string, figure: string | null, formula: Formula | null) => {
      const row = await db
        .insertInto('metrics')
        .values({
          project_id: projectId,
          name,
          unit,
          direction: 'higher',
          source_kind: formula ? 'formula' : 'analytics',
          analytics_figure: figure,
          formula: formula ? JSON.stringify(formula) : null,
          created_by: Number(admin.id),
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    };
    const sessions = await insert('セッション', '回', 'sessions', null);
    const cvr = await insert('CVR', '%', 'cvr', null);
    const inputs = kgi.withOrderValue
      ? [sessions, cvr, await insert('客単価', '円', 'average_order_value', null)]
      : [sessions, cvr];
    const kgiMetric = await insert(kgi.name, kgi.unit, null, product(inputs));
    await db
      .insertInto('kgis')
      .values({
        project_id: projectId,
        metric_id: kgiMetric,
        updated_by: Number(admin.id),
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('project_id').doUpdateSet({ metric_id: kgiMetric }))
      .execute();

    const adopted = await db
      .selectFrom('report_patterns as p')
      .innerJoin('measures as m', 'm.id', 'p.measure_id')
      .innerJoin('hypotheses as h', 'h.id', 'm.hypothesis_id')
      .innerJoin('factors as f', 'f.id', 'h.factor_id')
      .innerJoin('tasks as t', 't.id', 'f.task_id')
      .select('t.project_kpi_id')
      .where('m.project_id', '=', projectId)
      .where('p.is_adopt', '=', 1)
      .where('t.project_kpi_id', 'is not', null)
      .orderBy('m.id')
      .executeTakeFirst();
    const cvrKpi = adopted?.project_kpi_id ?? null;
    if (cvrKpi !== null) await db.updateTable('kpis').set({ metric_id: cvr }).where('id', '=', cvrKpi).execute();
    const other = await db
      .selectFrom('kpis')
      .select('id')
      .where('project_id', '=', projectId)
      .where('is_deleted', '=', 0)
      .$if(cvrKpi !== null, (q) => q.where('id', '<>', cvrKpi ?? 0))
      .orderBy('index_num')
      .orderBy('id')
      .executeTakeFirst();
    if (other) await db.updateTable('kpis').set({ metric_id: sessions }).where('id', '=', other.id).execute();
  }
}
