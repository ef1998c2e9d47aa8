import {
  flattenKpis,
  flattenTasks,
  toCsv,
  type FlatRow,
  type ManagementTree,
  type ManagementsResponse,
  type MasterItem,
} from '@kaizen/domain';

const nameOf = (items: MasterItem[], id: number | null | undefined) => items.find((i) => i.id === id)?.name ?? '';

const header = [
  '区分',
  'KPI',
  '現状',
  'KPIステータス',
  '課題',
  '課題ステータス',
  '課題期限',
  '要因',
  '仮説',
  'カテゴリー',
  '施策',
  '施策ステータス',
  '重要度',
  '緊急度',
  'ランク',
  '優先度',
  '検証方法',
  '検証開始日',
  '検証終了日',
  '表示',
  '作業',
];

function row(kind: string, r: FlatRow, m: ManagementsResponse) {
  return [
    kind,
    r.kpi?.title ?? '',
    r.kpi?.current.text ?? '',
    nameOf(m.status, r.kpi?.status),
    r.task?.title ?? '',
    nameOf(m.status, r.task?.status),
    r.task?.deadLine ?? '',
    r.factor?.title ?? '',
    r.hypothesis?.title ?? '',
    nameOf(m.category, r.hypothesis?.category),
    r.measure?.title ?? '',
    nameOf(m.measure_status, r.measure?.status),
    nameOf(m.master_importance, r.measure?.importance),
    nameOf(m.master_urgency, r.measure?.urgency),
    r.measure?.rank ?? '',
    nameOf(m.master_priority, r.measure?.priority),
    nameOf(m.master_verification, r.measure?.verification),
    r.measure?.verification_start_date ?? '',
    r.measure?.verification_end_date ?? '',
    r.measure ? (r.measure.is_show === 1 ? '表示' : '非表示') : '',
    r.work?.title ?? '',
  ];
}

/** The flat table as a CSV text (UTF-8 with BOM, so Excel reads the Japanese): KPI rows, then non-KPI rows. */
export function managementCsv(tree: ManagementTree, masters: ManagementsResponse): string {
  const rows = [
    ...flattenKpis(tree.kpi_array).map((r) => row('KPI', r, masters)),
    ...flattenTasks(tree.non_kpi_task).map((r) => row('非KPI', r, masters)),
  ];
  return toCsv(header, rows);
}
