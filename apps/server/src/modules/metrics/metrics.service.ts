import {
  decodeCsvBytes,
  dependents,
  formulaMetricIds,
  formulaNodeSchema,
  formulaProblem,
  metricCsvMessages,
  parseMetricCsv,
  productOf,
  SALES_TEMPLATE_INPUTS,
  type BindMetricRequest,
  type CreateMetricRequest,
  type FormulaNode,
  type ImportMetricCsvResponse,
  type Metric,
  type MetricBinding,
  type MetricDefinition,
  type MetricMonthsResponse,
  type MetricSource,
  type PutMetricMonthsRequest,
  type UpdateMetricRequest,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { canEditProject, requireProject } from '../access/access.service.js';
import { recordChanges, recordUpdate, type HistoryTarget } from '../history/history.recorder.js';
import { projectTree } from '../management/management.read.service.js';
import {
  bindingsOf,
  deleteMetric as deleteMetricRow,
  findMetric,
  insertMetric,
  kgiBinding,
  kpiBinding,
  listMetrics,
  monthsOfMetric,
  nodesShowing,
  putMonths,
  setKgiMetric,
  setKpiMetric,
  updateMetric as updateMetricRow,
  type MetricColumns,
  type MetricRow,
} from './metrics.repository.js';

/**
 * The KPI tree's metrics (issue 35, decisions/0044): the project's metrics, their bindings to the
 * KGI and the KPIs, typed months, and the sales template. Everyone who reads the project reads them;
 * whoever may edit its tree changes them. What a client user may see of the tree is the management
 * read's rule (projectTree forClient), not one of this module's own.
 */

export const metricNotFound = () => AppError.notFound('指標が見つかりません');

/** The formula of a stored row: written only from a checked formula (formulaNodeSchema), read back as such. */
function storedFormula(text: string | null): FormulaNode {
  const parsed = formulaNodeSchema.safeParse(JSON.parse(text ?? 'null'));
  // A row no write of this module could produce: evaluated as no value rather than failing the tree.
  return parsed.success ? parsed.data : { kind: 'metric', metric_id: 0 };
}

function sourceOf(row: MetricRow): MetricSource {
  if (row.source_kind === 'formula') return { kind: 'formula', formula: storedFormula(row.formula) };
  if (row.source_kind === 'analytics') {
    return {
      kind: 'analytics',
      figure: row.analytics_figure as Extract<MetricSource, { kind: 'analytics' }>['figure'],
    };
  }
  return { kind: 'manual' };
}

export function definitionOf(row: MetricRow): MetricDefinition {
  return {
    id: row.id,
    name: row.name,
    unit: row.unit as MetricDefinition['unit'],
    direction: row.direction as MetricDefinition['direction'],
    source: sourceOf(row),
  };
}

function columnsOf(input: Pick<MetricDefinition, 'name' | 'unit' | 'direction' | 'source'>): MetricColumns {
  return {
    name: input.name,
    unit: input.unit,
    direction: input.direction,
    source_kind: input.source.kind,
    analytics_figure: input.source.kind === 'analytics' ? input.source.figure : null,
    formula: input.source.kind === 'formula' ? JSON.stringify(input.source.formula) : null,
  };
}

const EMPTY_TREE: VisibleMetrics['tree'] = { kpis: [], nonKpiTasks: [], inboxTasks: [] };

/** The metrics a reader sees and the tree nodes showing them. */
export interface VisibleMetrics {
  /** Every metric of the project: what evaluation runs over. */
  all: MetricDefinition[];
  rows: MetricRow[];
  /** The ids the reader may see. */
  visible: Set<number>;
  bindings: Map<number, MetricBinding[]>;
  kgiMetricId: number | null;
  /** The bound KPIs the reader sees, in tree order. */
  kpis: { kpiId: number; metricId: number }[];
  tree: Awaited<ReturnType<typeof projectTree>>;
}

/**
 * The project's metrics as the reader may see them. The tree the reader sees (projectTree, the one
 * rule of what is hidden from client users) decides which KPIs' bindings count. A metric bound only
 * to nodes out of that tree is left out — unless a visible metric's formula reads it, since the
 * visible one's value is computed from it — and so are the formula's inputs; an unbound metric is
 * the project's like any other.
 */
export async function visibleMetrics(db: Db, actor: Actor, projectId: number): Promise<VisibleMetrics> {
  const [rows, bound] = await Promise.all([listMetrics(db, projectId), bindingsOf(db, projectId)]);
  // Every management page asks: a project without metrics has nothing to show, so its tree (the
  // one rule of what a client sees, and the measures to project) is not read.
  const tree = rows.length === 0 ? EMPTY_TREE : await projectTree(db, projectId, actor.isClient);
  const all = rows.map(definitionOf);
  const treeKpis = new Set(tree.kpis.map((kpi) => kpi.id));
  const bindings = new Map<number, MetricBinding[]>(all.map((metric) => [metric.id, []]));
  const boundAnywhere = new Set<number>();
  if (bound.kgi !== null) {
    bindings.get(bound.kgi)?.push({ node: 'kgi' });
    boundAnywhere.add(bound.kgi);
  }
  const kpis: VisibleMetrics['kpis'] = [];
  const order = new Map(tree.kpis.map((kpi, i) => [kpi.id, i]));
  for (const kpi of bound.kpis) {
    boundAnywhere.add(kpi.metricId);
    if (!treeKpis.has(kpi.kpiId) || !bindings.has(kpi.metricId)) continue;
    bindings.get(kpi.metricId)?.push({ node: 'kpi', kpi_id: kpi.kpiId });
    kpis.push({ kpiId: kpi.kpiId, metricId: kpi.metricId });
  }
  kpis.sort((a, b) => (order.get(a.kpiId) ?? 0) - (order.get(b.kpiId) ?? 0));

  const visible = new Set<number>();
  const byId = new Map(all.map((metric) => [metric.id, metric]));
  const reach = (id: number) => {
    if (visible.has(id) || !byId.has(id)) return;
    visible.add(id);
    const source = byId.get(id)?.source;
    if (source?.kind === 'formula') for (const input of formulaMetricIds(source.formula)) reach(input);
  };
  for (const metric of all) {
    const shown = (bindings.get(metric.id)?.length ?? 0) > 0;
    if (shown || !boundAnywhere.has(metric.id)) reach(metric.id);
  }
  const kgiMetricId = bound.kgi !== null && byId.has(bound.kgi) ? bound.kgi : null;
  return { all, rows, visible, bindings, kgiMetricId, kpis, tree };
}

export function metricAnswer(row: MetricRow, bindings: MetricBinding[]): Metric {
  const definition = definitionOf(row);
  return {
    id: row.id,
    project_id: row.project_id,
    name: definition.name,
    unit: definition.unit,
    direction: definition.direction,
    source: definition.source,
    bindings,
    updated_at: row.updated_at,
  };
}

export function visibleAnswers(seen: VisibleMetrics): Metric[] {
  return seen.rows
    .filter((row) => seen.visible.has(row.id))
    .map((row) => metricAnswer(row, seen.bindings.get(row.id) ?? []));
}

/** GET metrics: the project's metrics the reader may see, and whether it may set them up. */
export async function metricList(db: Db, actor: Actor, projectId: number) {
  const project = await requireProject(db, actor, projectId, 'read');
  const seen = await visibleMetrics(db, actor, projectId);
  return { metrics: visibleAnswers(seen), can_edit: canEditProject(actor, project) };
}

const metricsTarget = (projectId: number, name: string): HistoryTarget => ({
  kind: 'project',
  id: projectId,
  projectId,
  title: `指標「${name}」`,
});

/** Why a source cannot be stored for the metric (null: a new one), as a 400 naming the field. */
function refuseSource(metricId: number | null, metrics: MetricDefinition[], source: MetricSource) {
  if (source.kind !== 'formula') return;
  const problem = formulaProblem(metricId, metrics, source.formula);
  if (problem) throw AppError.badInput('source.formula', problem);
}

/**
 * The metrics reading this one would break with its change: a formula over it whose units no longer
 * add up, or (its own formula changed) a cycle through it — each refused naming the metric.
 */
function refuseDependents(changed: MetricDefinition, metrics: MetricDefinition[], field: string) {
  const next = metrics.map((metric) => (metric.id === changed.id ? changed : metric));
  for (const reader of dependents(next, changed.id)) {
    if (reader.source.kind !== 'formula') continue;
    const problem = formulaProblem(reader.id, next, reader.source.formula);
    if (problem) throw AppError.badInput(field, `「${reader.name}」の式が成り立たなくなります：${problem}`);
  }
}

/** A metric named by its id, of a project the caller may reach with the access the call needs. */
async function requireMetric(db: Db, actor: Actor, id: number, access: 'read' | 'edit'): Promise<MetricRow> {
  const row = await findMetric(db, id);
  if (!row) throw metricNotFound();
  await requireProject(db, actor, row.project_id, access, metricNotFound);
  if (access === 'read' && actor.isClient && !(await visibleMetrics(db, actor, row.project_id)).visible.has(id)) {
    throw metricNotFound();
  }
  return row;
}

async function answerOf(db: Db, actor: Actor, id: number): Promise<Metric> {
  const row = await findMetric(db, id);
  if (!row) throw metricNotFound();
  const seen = await visibleMetrics(db, actor, row.project_id);
  return metricAnswer(row, seen.bindings.get(id) ?? []);
}

/** POST metrics. */
export async function createMetric(db: Db, actor: Actor, req: CreateMetricRequest): Promise<Metric> {
  await requireProject(db, actor, req.project_id, 'edit');
  const id = await projectTransaction(db, req.project_id, async (trx) => {
    const metrics = (await listMetrics(trx, req.project_id)).map(definitionOf);
    refuseSource(null, metrics, req.source);
    const created = await insertMetric(trx, req.project_id, columnsOf(req), actor.userId);
    await recordUpdate(trx, actor, metricsTarget(req.project_id, req.name), 'metric');
    return created;
  });
  return answerOf(db, actor, id);
}

/** PATCH metrics/:id: the fields sent; a change that would break a formula reading it is refused. */
export async function updateMetric(db: Db, actor: Actor, id: number, req: UpdateMetricRequest): Promise<Metric> {
  const { project_id: projectId } = await requireMetric(db, actor, id, 'edit');
  await projectTransaction(db, projectId, async (trx) => {
    const row = await findMetric(trx, id);
    if (!row) throw metricNotFound();
    const metrics = (await listMetrics(trx, projectId)).map(definitionOf);
    const before = definitionOf(row);
    const after: MetricDefinition = {
      ...before,
      ...(req.name === undefined ? {} : { name: req.name }),
      ...(req.unit === undefined ? {} : { unit: req.unit }),
      ...(req.direction === undefined ? {} : { direction: req.direction }),
      ...(req.source === undefined ? {} : { source: req.source }),
    };
    refuseSource(id, metrics, after.source);
    refuseDependents(after, metrics, req.unit === undefined ? 'source' : 'unit');
    await updateMetricRow(trx, id, columnsOf(after));
    const shown = (metric: MetricDefinition) => ({ ...columnsOf(metric), source: JSON.stringify(metric.source) });
    await recordChanges(trx, actor, metricsTarget(projectId, after.name), shown(before), shown(after), [
      'name',
      'unit',
      'direction',
      'source',
    ]);
  });
  return answerOf(db, actor, id);
}

/** DELETE metrics/:id: refused while another metric's formula reads it; taken off the KGI and KPIs first. */
export async function deleteMetric(db: Db, actor: Actor, id: number): Promise<{ id: number }> {
  const { project_id: projectId } = await requireMetric(db, actor, id, 'edit');
  await projectTransaction(db, projectId, async (trx) => {
    const row = await findMetric(trx, id);
    if (!row) throw metricNotFound();
    const metrics = (await listMetrics(trx, projectId)).map(definitionOf);
    const readers = dependents(metrics, id);
    if (readers.length > 0) {
      throw new AppError(
        'conflict',
        `「${readers.map((metric) => metric.name).join('」「')}」の式で使われているため削除できません`,
      );
    }
    const showing = await nodesShowing(trx, id);
    for (const kgiId of showing.kgis) {
      await recordChanges(trx, actor, { kind: 'kgi', id: kgiId, projectId }, { metric: row.name }, { metric: null }, [
        'metric',
      ]);
    }
    for (const kpi of showing.kpis) {
      await recordChanges(
        trx,
        actor,
        { kind: 'kpi', id: kpi.id, projectId, title: kpi.title },
        { metric: row.name },
        { metric: null },
        ['metric'],
      );
    }
    await deleteMetricRow(trx, id);
    await recordUpdate(trx, actor, metricsTarget(projectId, row.name), 'metric');
  });
  return { id };
}

/**
 * A metric whose actuals the caller may write: one it may edit, typed by hand — the others are
 * measured or computed (400 naming the field that carries the actuals).
 */
export async function requireManualMetric(db: Db, actor: Actor, id: number, field: string): Promise<MetricRow> {
  const row = await requireMetric(db, actor, id, 'edit');
  if (row.source_kind !== 'manual') throw AppError.badInput(field, metricCsvMessages.manualOnly);
  return row;
}

/**
 * PUT metrics/:id/actuals and /targets: typed months. Actuals only for a typed (manual) metric — the
 * others are measured or computed — and targets for any metric.
 */
export async function putMetricMonths(
  db: Db,
  actor: Actor,
  id: number,
  kind: 'actual' | 'target',
  req: PutMetricMonthsRequest,
): Promise<Metric> {
  const row =
    kind === 'actual' ? await requireManualMetric(db, actor, id, 'months') : await requireMetric(db, actor, id, 'edit');
  await projectTransaction(db, row.project_id, async (trx) => {
    if (!(await findMetric(trx, id))) throw metricNotFound();
    await putMonths(trx, id, kind, req.months);
    await recordUpdate(
      trx,
      actor,
      metricsTarget(row.project_id, row.name),
      kind === 'actual' ? 'metric_actuals' : 'metric_targets',
    );
  });
  return answerOf(db, actor, id);
}

/** GET metrics/:id/months: what was typed for the metric, for its editor to start from. */
export async function metricMonths(db: Db, actor: Actor, id: number): Promise<MetricMonthsResponse> {
  await requireMetric(db, actor, id, 'read');
  const [actuals, targets] = await Promise.all([monthsOfMetric(db, id, 'actual'), monthsOfMetric(db, id, 'target')]);
  return { actuals, targets };
}

const kpiNotFound = () =>
  new AppError('not_found', 'KPIが見つかりません', [{ field: 'kpi_id', message: 'KPIが見つかりません' }]);

/** POST metrics/bind: shows a metric of the project on its KGI or one of its live KPIs, or takes it off. */
export async function bindMetric(db: Db, actor: Actor, req: BindMetricRequest) {
  await requireProject(db, actor, req.project_id, 'edit');
  if (req.node === 'kpi' && req.kpi_id === undefined) throw AppError.badInput('kpi_id', 'KPIを選んでください');
  await projectTransaction(db, req.project_id, async (trx) => {
    const metrics = await listMetrics(trx, req.project_id);
    const metric = req.metric_id === null ? null : metrics.find((m) => m.id === req.metric_id);
    if (metric === undefined) throw AppError.badInput('metric_id', 'このプロジェクトの指標を選んでください');
    const nameOf = (metricId: number | null) =>
      metricId === null ? null : (metrics.find((m) => m.id === metricId)?.name ?? null);
    if (req.node === 'kgi') {
      const before = await kgiBinding(trx, req.project_id);
      await setKgiMetric(trx, req.project_id, metric?.id ?? null, actor.userId);
      const after = await kgiBinding(trx, req.project_id);
      if (after) {
        await recordChanges(
          trx,
          actor,
          { kind: 'kgi', id: Number(after.id), projectId: req.project_id },
          { metric: nameOf(before?.metric_id ?? null) },
          { metric: metric?.name ?? null },
          ['metric'],
        );
      }
      return;
    }
    const kpi = await kpiBinding(trx, req.kpi_id ?? 0);
    if (!kpi || Number(kpi.project_id) !== req.project_id || kpi.is_deleted === 1) throw kpiNotFound();
    await setKpiMetric(trx, Number(kpi.id), metric?.id ?? null);
    await recordChanges(
      trx,
      actor,
      { kind: 'kpi', id: Number(kpi.id), projectId: req.project_id, title: kpi.kpi },
      { metric: nameOf(kpi.metric_id === null ? null : Number(kpi.metric_id)) },
      { metric: metric?.name ?? null },
      ['metric'],
    );
  });
  return metricList(db, actor, req.project_id);
}

/** The sales template's inputs (the simulator's relation 売上 = セッション × CVR × 客単価, decisions/0044). */
/**
 * POST metrics/sales_template: セッション, CVR and 客単価 from the analytics figures and 売上 as their
 * product, bound to the KGI. A metric of the same figure (or 売上's same formula) already there is
 * used again, so a second click adds nothing.
 */
export async function salesTemplate(db: Db, actor: Actor, projectId: number) {
  await requireProject(db, actor, projectId, 'edit');
  await projectTransaction(db, projectId, async (trx) => {
    const existing = (await listMetrics(trx, projectId)).map(definitionOf);
    const ids: number[] = [];
    for (const input of SALES_TEMPLATE_INPUTS) {
      const found = existing.find((m) => m.source.kind === 'analytics' && m.source.figure === input.figure);
      ids.push(
        found?.id ??
          (await insertMetric(
            trx,
            projectId,
            columnsOf({
              name: input.name,
              unit: input.unit,
              direction: 'higher',
              source: { kind: 'analytics', figure: input.figure },
            }),
            actor.userId,
          )),
      );
    }
    const formula = productOf(ids);
    const text = JSON.stringify(formula);
    const sales =
      existing.find((m) => m.source.kind === 'formula' && JSON.stringify(m.source.formula) === text)?.id ??
      (await insertMetric(
        trx,
        projectId,
        columnsOf({ name: '売上', unit: '円', direction: 'higher', source: { kind: 'formula', formula } }),
        actor.userId,
      ));
    const before = await kgiBinding(trx, projectId);
    await setKgiMetric(trx, projectId, sales, actor.userId);
    const after = await kgiBinding(trx, projectId);
    const nameOf = (id: number | null | undefined) => existing.find((m) => m.id === id)?.name ?? null;
    if (after && Number(before?.metric_id ?? 0) !== sales) {
      await recordChanges(
        trx,
        actor,
        { kind: 'kgi', id: Number(after.id), projectId },
        { metric: nameOf(before?.metric_id) },
        { metric: '売上' },
        ['metric'],
      );
    }
    await recordUpdate(trx, actor, metricsTarget(projectId, '売上'), 'metric');
  });
  return metricList(db, actor, projectId);
}

/**
 * POST metrics/:id/import_csv (the caller checked the metric with requireManualMetric before reading
 * the body): a manual metric's months from a CSV read as UTF-8 or Shift_JIS, every row checked.
 * dry_run answers the preview and saves nothing; otherwise every row is saved in one transaction, or
 * none when any row has an error (400 carrying the same errors in error.details).
 */
export async function importMetricCsv(
  db: Db,
  actor: Actor,
  row: MetricRow,
  input: { dry_run: '0' | '1'; data: Uint8Array },
): Promise<ImportMetricCsvResponse> {
  const { rows, errors } = parseMetricCsv(decodeCsvBytes(input.data));
  const stored = new Set((await monthsOfMetric(db, row.id, 'actual')).map((month) => month.month));
  const preview = rows.map((csvRow) => ({ ...csvRow, replaces: stored.has(csvRow.month) }));
  if (input.dry_run === '1') {
    return {
      rows: preview,
      errors,
      saved: false,
      message: errors.length > 0 ? metricCsvMessages.hasErrors : metricCsvMessages.preview(rows.length),
    };
  }
  if (errors.length > 0) {
    throw new AppError(
      'bad_input',
      metricCsvMessages.hasErrors,
      [{ field: 'file', message: metricCsvMessages.hasErrors }],
      undefined,
      { errors },
    );
  }
  await projectTransaction(db, row.project_id, async (trx) => {
    // Changed to a measured or computed metric, or deleted, since the check: nothing is saved.
    const current = await findMetric(trx, row.id);
    if (!current) throw metricNotFound();
    if (current.source_kind !== 'manual') throw AppError.badInput('file', metricCsvMessages.manualOnly);
    await putMonths(
      trx,
      row.id,
      'actual',
      rows.map(({ month, value }) => ({ month, value })),
    );
    await recordUpdate(trx, actor, metricsTarget(row.project_id, current.name), 'metric_actuals');
  });
  return { rows: preview, errors: [], saved: true, message: metricCsvMessages.imported(rows.length) };
}
