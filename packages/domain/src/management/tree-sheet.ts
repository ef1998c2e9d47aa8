import {
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
  { header: 'KPI', value: (r) => r.kpi?.title ?? null },
  { header: '現状', value: (r) => r.kpi?.current.text ?? null },
  { header: 'KPIステータス', value: (r, m) => nameOf(m.status, r.kpi?.status) },
  { header: 'KPI期限', kind: 'date', value: (r) => r.kpi?.deadLine ?? null },
  { header: 'KPI担当者', value: (r, _m, person) => (r.kpi ? person(r.kpi.assignees) : null) },
  { header: '課題', value: (r) => r.task?.title ?? null },
  { header: '課題ステータス', value: (r, m) => nameOf(m.status, r.task?.status) },
  { header: '課題期限', kind: 'date', value: (r) => r.task?.deadLine ?? null },
  { header: '課題担当者', value: (r, _m, person) => (r.task ? person(r.task.assignees) : null) },
  { header: '要因', value: (r) => r.factor?.title ?? null },
  { header: '仮説', value: (r) => r.hypothesis?.title ?? null },
  { header: 'カテゴリー', value: (r, m) => nameOf(m.category, r.hypothesis?.category) },
  { header: '施策', value: (r) => r.measure?.title ?? null },
  { header: '施策ステータス', value: (r, m) => nameOf(m.measure_status, r.measure?.status) },
  { header: '重要度', value: (r, m) => nameOf(m.master_importance, r.measure?.importance) },
  { header: '緊急度', value: (r, m) => nameOf(m.master_urgency, r.measure?.urgency) },
  { header: 'ランク', value: (r) => r.measure?.rank ?? null },
  { header: '優先度', value: (r, m) => nameOf(m.master_priority, r.measure?.priority) },
  { header: '検証方法', value: (r, m) => nameOf(m.master_verification, r.measure?.verification) },
  { header: '検証開始日', kind: 'date', value: (r) => r.measure?.verification_start_date ?? null },
  { header: '検証終了日', kind: 'date', value: (r) => r.measure?.verification_end_date ?? null },
  {
    header: '見込み上昇率',
    kind: 'percent',
    value: (r) => {
      const uplift = r.measure?.expected_uplift ?? null;
      return uplift === null ? null : uplift / 100;
    },
  },
  { header: '施策期限', kind: 'date', value: (r) => r.measure?.deadLine ?? null },
  { header: '施策担当者', value: (r, _m, person) => (r.measure ? person(r.measure.assignees) : null) },
  { header: '表示', value: (r) => (r.measure ? (r.measure.is_show === 1 ? '表示' : '非表示') : null) },
  { header: '作業', value: (r) => r.work?.title ?? null },
  { header: '作業期限', kind: 'date', value: (r) => r.work?.deadLine ?? null },
  { header: '作業担当者', value: (r, _m, person) => (r.work ? person(r.work.assignees) : null) },
  { header: 'KPI ID', kind: 'number', value: (r) => r.kpi?.id ?? null },
  { header: '課題ID', kind: 'number', value: (r) => r.task?.id ?? null },
  { header: '要因ID', kind: 'number', value: (r) => r.factor?.id ?? null },
  { header: '仮説ID', kind: 'number', value: (r) => r.hypothesis?.id ?? null },
  { header: '施策ID', kind: 'number', value: (r) => r.measure?.id ?? null },
  { header: '作業ID', kind: 'number', value: (r) => r.work?.id ?? null },
];

const KIND_COLUMN: ExportColumn = { header: '区分' };

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
