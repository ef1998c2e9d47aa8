import {
  STATUS_IN_PROGRESS,
  STATUS_NOT_STARTED,
  levelsForRank,
  masterSeeds,
  previousMonth,
  todayInJapan,
} from '@kaizen/domain';
import { nowIso } from '../schema-helpers.js';
import type { Db } from '../types.js';
import { demoVerifiedPeriod } from './demo-analytics.js';
import { dayFromToday, momentOn, shiftDay } from './demo-days.js';
import { plantMeasureReport } from './demo-measure-reports.js';
import { corporateTree } from './demo-tree-corporate.js';
import { ecTree } from './demo-tree-ec.js';
import { signUpTree } from './demo-tree-signup.js';
import type { DemoKpi, DemoMeasure, DemoTask, DemoTree } from './demo-tree-types.js';

/** The status a measure's verification runs in (master id 5, locked). */
const STATUS_VERIFYING = 5;
const STATUS_CHECKING = 4;

/** A status by name as a fresh database's masters hold it: what the notification says it moved into. */
function statusName(kind: 'kpi_status' | 'measure_status', status: number): string {
  const list = kind === 'measure_status' ? masterSeeds.measure_status : masterSeeds.status;
  return list.find((entry) => entry.id === status)?.name ?? '';
}

export const demoTreeFor = (projectName: string): DemoTree =>
  /会員/.test(projectName) ? signUpTree : /EC/.test(projectName) ? ecTree : corporateTree;

interface Planting {
  db: Db;
  projectId: number;
  /** The consultant in charge: author of the reports and of the status changes. */
  consultantId: number;
  /** Status changes to announce, collected as the tree is planted and recorded oldest first. */
  events: {
    at: string;
    kind: 'kpi_status' | 'measure_status';
    title: string;
    /** The status it moved into: named in the notification (「検証中」に変更しました). */
    status: number;
    /** The status it moved from: named too, so the regular report says from → to. */
    from: number;
    target: { kind: string; id: number };
  }[];
}

const id = (row: { id: number }) => Number(row.id);
const dayOrNull = (offset: number | undefined) => (offset === undefined ? null : dayFromToday(offset));

async function memo(p: Planting, kind: 'kpi' | 'task' | 'measure', nodeId: number, text: string | undefined) {
  if (!text) return;
  await p.db
    .insertInto('board_cards')
    .values({ project_id: p.projectId, kind, node_id: nodeId, memo: text, updated_at: nowIso() })
    .execute();
}

function periodOf(measure: DemoMeasure): { start: string; end: string } | null {
  if (measure.period === undefined) return null;
  if (measure.period === 'analytics') return demoVerifiedPeriod();
  return { start: dayFromToday(measure.period[0]), end: dayFromToday(measure.period[1]) };
}

/** The status table's phases before the verification: preparation, then confirmation, then completion after it. */
async function schedule(p: Planting, measureId: number, period: { start: string; end: string }) {
  await p.db
    .insertInto('measure_schedules')
    .values({
      measure_id: measureId,
      preparation_start: shiftDay(period.start, -21),
      preparation_end: shiftDay(period.start, -8),
      confirmation_start: shiftDay(period.start, -7),
      confirmation_end: shiftDay(period.start, -1),
      completion_date: shiftDay(period.end, 7),
      updated_at: nowIso(),
    })
    .execute();
}

async function plantMeasure(p: Planting, hypothesisId: number, measure: DemoMeasure, index: number) {
  const at = nowIso();
  const period = periodOf(measure);
  const measureId = id(
    await p.db
      .insertInto('measures')
      .values({
        project_id: p.projectId,
        hypothesis_id: hypothesisId,
        index_num: index + 1,
        measure: measure.title,
        status: measure.status,
        ...levelsForRank(measure.rank),
        priority: measure.priority,
        verification: measure.verification,
        verification_start_date: period?.start ?? null,
        verification_end_date: period?.end ?? null,
        is_show: measure.hidden ? 0 : 1,
        expected_uplift: measure.expectedUplift ?? null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  await memo(p, 'measure', measureId, measure.memo);
  if (period && measure.schedule) await schedule(p, measureId, period);
  if (period && measure.report) await plantMeasureReport(p.db, measureId, measure.report, p.consultantId);
  // Each move was announced: into 準備中…確認中 a few days ago, into 検証中 when the verification started,
  // into 結果確認 or 完了 when it ended.
  const today = todayInJapan();
  const target = { kind: 'measure', id: measureId };
  const announce = (day: string, hour: number, from: number, status: number) =>
    p.events.push({
      at: momentOn(day < today ? day : today, hour),
      kind: 'measure_status',
      title: measure.title,
      status,
      from,
      target,
    });
  if (measure.status >= 2 && measure.status <= 4) {
    announce(dayFromToday(-3 - index), 11, STATUS_NOT_STARTED, measure.status);
  }
  if (period && measure.status >= 5 && period.start <= today) {
    announce(period.start, 10, STATUS_CHECKING, STATUS_VERIFYING);
  }
  if (period && measure.status >= 6) announce(period.end, 17, STATUS_VERIFYING, measure.status);
}

async function plantTask(p: Planting, task: DemoTask, index: number, kpiId: number | null) {
  const at = nowIso();
  const taskId = id(
    await p.db
      .insertInto('tasks')
      .values({
        project_id: p.projectId,
        project_kpi_id: kpiId,
        is_non_kpi: kpiId === null ? 1 : 0,
        task: task.title,
        status: task.status,
        dead_line: dayOrNull(task.deadline),
        index_num: index + 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  await memo(p, 'task', taskId, task.memo);
  for (const [f, factor] of task.factors.entries()) {
    const node = { project_id: p.projectId, index_num: f + 1, created_at: at, updated_at: at };
    const factorId = id(
      await p.db
        .insertInto('factors')
        .values({ ...node, task_id: taskId, factor: factor.title })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    for (const [h, hypothesis] of factor.hypotheses.entries()) {
      const hypothesisId = id(
        await p.db
          .insertInto('hypotheses')
          .values({
            ...node,
            index_num: h + 1,
            factor_id: factorId,
            hypothesis: hypothesis.title,
            category: hypothesis.category,
            hypothesis_status: hypothesis.status,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      for (const [m, measure] of hypothesis.measures.entries()) await plantMeasure(p, hypothesisId, measure, m);
      if (hypothesis.works.length > 0) {
        await p.db
          .insertInto('works')
          .values(hypothesis.works.map((work, w) => ({ ...node, index_num: w + 1, hypothesis_id: hypothesisId, work })))
          .execute();
      }
    }
  }
}

async function plantKpi(p: Planting, kgiId: number | null, kpi: DemoKpi, index: number, lastMonth: string) {
  const at = nowIso();
  const kpiId = id(
    await p.db
      .insertInto('kpis')
      .values({
        project_id: p.projectId,
        kgi_id: kgiId,
        kpi: kpi.title,
        current_figure: kpi.current,
        kpi_detail: kpi.detail,
        status: kpi.status,
        dead_line: dayOrNull(kpi.deadline),
        index_num: index + 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  await memo(p, 'kpi', kpiId, kpi.memo);
  // KPIs that moved on from 着手中 did so last month, so the regular report lists the change.
  if (kpi.status !== STATUS_IN_PROGRESS) {
    p.events.push({
      at: momentOn(`${lastMonth}-${String(10 + index * 5).padStart(2, '0')}`, 15),
      kind: 'kpi_status',
      title: kpi.title,
      status: kpi.status,
      from: STATUS_IN_PROGRESS,
      target: { kind: 'kpi', id: kpiId },
    });
  }
  for (const [t, task] of kpi.tasks.entries()) await plantTask(p, task, t, kpiId);
}

/**
 * Each demo client project's improvement tree (product.md §1, §4): its KGI, KPIs with current and
 * detail text, tasks, factors, hypotheses, measures (ranks, statuses and verification periods in the
 * past, running and ahead) and works; non-KPI and inbox tasks; board memos, schedules, measure
 * reports; and the status changes as notifications. Runs before the needs, which add inbox tasks after these.
 */
export async function seedDemoManagement(db: Db): Promise<void> {
  const projects = await db.selectFrom('projects').select(['id', 'project_name', 'company_id']).orderBy('id').execute();
  const users = await db.selectFrom('users').select(['id', 'account']).execute();
  const userId = (account: string) => Number(users.find((u) => u.account === account)?.id);
  const lastMonth = previousMonth(todayInJapan().slice(0, 7));
  for (const project of projects) {
    const tree = demoTreeFor(project.project_name);
    const p: Planting = {
      db,
      projectId: Number(project.id),
      consultantId: userId(tree.consultant),
      events: [],
    };
    if (tree.kgi) {
      const at = nowIso();
      await db
        .insertInto('kgis')
        .values({
          project_id: p.projectId,
          purpose: tree.kgi.purpose,
          kgi: tree.kgi.kgi,
          start_line: dayFromToday(tree.kgi.start),
          dead_line: dayFromToday(tree.kgi.end),
          updated_by: p.consultantId,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    const kgi = await db.selectFrom('kgis').select('id').where('project_id', '=', p.projectId).executeTakeFirst();
    for (const [k, kpi] of tree.kpis.entries()) await plantKpi(p, kgi ? Number(kgi.id) : null, kpi, k, lastMonth);
    for (const [t, task] of tree.nonKpiTasks.entries()) await plantTask(p, task, t, null);
    const at = nowIso();
    await db
      .insertInto('tasks')
      .values(
        tree.inboxTasks.map((task, t) => ({
          project_id: p.projectId,
          project_kpi_id: null,
          is_non_kpi: 0,
          task,
          status: null,
          index_num: t + 1,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const events = p.events.sort((a, b) => a.at.localeCompare(b.at));
    if (events.length === 0) continue;
    await db
      .insertInto('notifications')
      .values(
        events.map((event) => ({
          project_id: p.projectId,
          user_id: p.consultantId,
          kind: event.kind,
          action_page: 'ステータス',
          action_target: event.title,
          is_rev: 1,
          created_at: event.at,
          target_kind: event.target.kind,
          target_id: event.target.id,
          detail: statusName(event.kind, event.status),
          detail_from: statusName(event.kind, event.from),
        })),
      )
      .execute();
  }
}
