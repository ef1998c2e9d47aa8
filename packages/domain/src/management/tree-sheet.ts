import {
  percentRatio,
  personNames,
  type ExportColumn,
  type ExportSheet,
  type ExportValue,
  type PersonName,
} from '../common/export-sheet.js';
import { flattenKpis, flattenTasks, type FlatRow } from './flatten.js';
import type { ManagementTree } from './nodes.js';
import type { MasterItem } from '../admin/masters.js';
import type { ManagementsResponse } from './responses.js';

/**
 * The headings of the tree's download, each once; an import (tree-import-read.ts) finds its columns
 * by them, so a downloaded file reads back.
 */
export const treeSheetHeaders = {
  kpi: 'KPI',
  current: '現状',
  kpi_status: 'KPIステータス',
  kpi_deadline: 'KPI期限',
  kpi_assignees: 'KPI担当者',
  task: '課題',
  task_status: '課題ステータス',
  task_deadline: '課題期限',
  task_assignees: '課題担当者',
  factor: '要因',
  hypothesis: '仮説',
  category: 'カテゴリー',
  measure: '施策',
  measure_status: '施策ステータス',
  importance: '重要度',
  urgency: '緊急度',
  rank: 'ランク',
  priority: '優先度',
  verification: '検証方法',
  verification_start: '検証開始日',
  verification_end: '検証終了日',
  expected_uplift: '見込み上昇率',
  measure_deadline: '施策期限',
  measure_assignees: '施策担当者',
  is_show: '表示',
  work: '作業',
  work_deadline: '作業期限',
  work_assignees: '作業担当者',
  kpi_id: 'KPI ID',
  task_id: '課題ID',
  factor_id: '要因ID',
  hypothesis_id: '仮説ID',
  measure_id: '施策ID',
  work_id: '作業ID',
  kind: '区分',
} as const;
export type TreeSheetColumn = keyof typeof treeSheetHeaders;

interface TreeColumn extends ExportColumn {
  value: (row: FlatRow, masters: ManagementsResponse, person: (ids: number[] | undefined) => string) => ExportValue;
}

const nameOf = (items: MasterItem[], id: number | null | undefined) =>
  items.find((item) => item.id === id)?.name ?? null;

/**
 * The columns of the tree's download, each once: what the flat table shows, then the ids a later
 * import matches rows by. Dates are days, 見込み上昇率 a percent.
 */
const treeColumns: TreeColumn[] = [
  { header: treeSheetHeaders.kpi, value: (r) => r.kpi?.title ?? null },
  { header: treeSheetHeaders.current, value: (r) => r.kpi?.current.text ?? null },
  { header: treeSheetHeaders.kpi_status, value: (r, m) => nameOf(m.status, r.kpi?.status) },
  { header: treeSheetHeaders.kpi_deadline, kind: 'date', value: (r) => r.kpi?.deadLine ?? null },
  { header: treeSheetHeaders.kpi_assignees, value: (r, _m, person) => (r.kpi ? person(r.kpi.assignees) : null) },
  { header: treeSheetHeaders.task, value: (r) => r.task?.title ?? null },
  { header: treeSheetHeaders.task_status, value: (r, m) => nameOf(m.status, r.task?.status) },
  { header: treeSheetHeaders.task_deadline, kind: 'date', value: (r) => r.task?.deadLine ?? null },
  { header: treeSheetHeaders.task_assignees, value: (r, _m, person) => (r.task ? person(r.task.assignees) : null) },
  { header: treeSheetHeaders.factor, value: (r) => r.factor?.title ?? null },
  { header: treeSheetHeaders.hypothesis, value: (r) => r.hypothesis?.title ?? null },
  { header: treeSheetHeaders.category, value: (r, m) => nameOf(m.category, r.hypothesis?.category) },
  { header: treeSheetHeaders.measure, value: (r) => r.measure?.title ?? null },
  { header: treeSheetHeaders.measure_status, value: (r, m) => nameOf(m.measure_status, r.measure?.status) },
  { header: treeSheetHeaders.importance, value: (r, m) => nameOf(m.master_importance, r.measure?.importance) },
  { header: treeSheetHeaders.urgency, value: (r, m) => nameOf(m.master_urgency, r.measure?.urgency) },
  { header: treeSheetHeaders.rank, value: (r) => r.measure?.rank ?? null },
  { header: treeSheetHeaders.priority, value: (r, m) => nameOf(m.master_priority, r.measure?.priority) },
  { header: treeSheetHeaders.verification, value: (r, m) => nameOf(m.master_verification, r.measure?.verification) },
  {
    header: treeSheetHeaders.verification_start,
    kind: 'date',
    value: (r) => r.measure?.verification_start_date ?? null,
  },
  { header: treeSheetHeaders.verification_end, kind: 'date', value: (r) => r.measure?.verification_end_date ?? null },
  {
    header: '見込み上昇率',
    kind: 'percent',
    value: (r) => {
      const uplift = r.measure?.expected_uplift ?? null;
      return uplift === null ? null : percentRatio(uplift);
    },
  },
  { header: treeSheetHeaders.measure_deadline, kind: 'date', value: (r) => r.measure?.deadLine ?? null },
  {
    header: treeSheetHeaders.measure_assignees,
    value: (r, _m, person) => (r.measure ? person(r.measure.assignees) : null),
  },
  {
    header: treeSheetHeaders.is_show,
    value: (r) => (r.measure ? (r.measure.is_show === 1 ? '表示' : '非表示') : null),
  },
  { header: treeSheetHeaders.work, value: (r) => r.work?.title ?? null },
  { header: treeSheetHeaders.work_deadline, kind: 'date', value: (r) => r.work?.deadLine ?? null },
  { header: treeSheetHeaders.work_assignees, value: (r, _m, person) => (r.work ? person(r.work.assignees) : null) },
  { header: treeSheetHeaders.kpi_id, kind: 'number', value: (r) => r.kpi?.id ?? null },
  { header: treeSheetHeaders.task_id, kind: 'number', value: (r) => r.task?.id ?? null },
  { header: treeSheetHeaders.factor_id, kind: 'number', value: (r) => r.factor?.id ?? null },
  { header: treeSheetHeaders.hypothesis_id, kind: 'number', value: (r) => r.hypothesis?.id ?? null },
  { header: treeSheetHeaders.measure_id, kind: 'number', value: (r) => r.measure?.id ?? null },
  { header: treeSheetHeaders.work_id, kind: 'number', value: (r) => r.work?.id ?? null },
];

const KIND_COLUMN: ExportColumn = { header: treeSheetHeaders.kind };

/**
 * The flat table as one sheet (product.md §3.4): KPI rows, then non-KPI rows, with the 担当者 by name
 * (several joined by 、). What the tree holds is what the reader may see: a client's tree comes
 * without hidden measures.
 */
export function treeSheet(tree: ManagementTree, masters: ManagementsResponse, personName: PersonName): ExportSheet {
  const person = (ids: number[] | undefined) => personNames(ids, personName);
  const row = (kind: string, r: FlatRow): ExportValue[] => [
    kind,
    ...treeColumns.map((column) => column.value(r, masters, person)),
  ];
  return {
    name: '改善ツリー',
    columns: [KIND_COLUMN, ...treeColumns.map(({ header, kind }) => (kind ? { header, kind } : { header }))],
    rows: [
      ...flattenKpis(tree.kpi_array).map((r) => row('KPI', r)),
      ...flattenTasks(tree.non_kpi_task).map((r) => row('非KPI', r)),
    ],
  };
}
