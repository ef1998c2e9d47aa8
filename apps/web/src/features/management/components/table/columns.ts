import type { DisplayItems } from '@kaizen/domain';

/** Which table a column list is for: the KPI table, or the table of tasks outside any KPI. */
export type TableSection = 'kpi' | 'non-kpi';

export type KpiColumnId = 'kpi' | 'kpi_current' | 'kpi_detail' | 'kpi_status' | 'kpi_dead_line' | 'kpi_assignees';
export type TaskColumnId = 'task' | 'task_status' | 'task_dead_line' | 'task_assignees';
export type FactorColumnId = 'factor';
export type HypothesisColumnId = 'hypothesis' | 'category' | 'hypothesis_status';
export type MeasureColumnId =
  | 'measure'
  | 'measure_status'
  | 'importance'
  | 'urgency'
  | 'rank'
  | 'priority'
  | 'verification'
  | 'period'
  | 'is_show'
  | 'conversion_rate'
  | 'measure_dead_line'
  | 'measure_assignees';
export type WorkColumnId = 'work' | 'work_dead_line' | 'work_assignees';

interface ColumnBase {
  /** Header text. */
  label: string;
  /** What the cell's control is called after its node's name, e.g. 施策「…」の重要度. */
  field: string;
  width: number;
  shown: (items: DisplayItems, section: TableSection) => boolean;
}

/** A column belongs to one level: its cells show that level's node of the row. */
export type TableColumn =
  | (ColumnBase & { kind: 'kpi'; id: KpiColumnId })
  | (ColumnBase & { kind: 'task'; id: TaskColumnId })
  | (ColumnBase & { kind: 'factor'; id: FactorColumnId })
  | (ColumnBase & { kind: 'hypothesis'; id: HypothesisColumnId })
  | (ColumnBase & { kind: 'measure'; id: MeasureColumnId })
  | (ColumnBase & { kind: 'work'; id: WorkColumnId });

const inKpiTable = (_: DisplayItems, section: TableSection) => section === 'kpi';
const always = () => true;
const column = (key: keyof DisplayItems['columns']) => (items: DisplayItems) => items.columns[key];
const level = (key: keyof DisplayItems['levels']) => (items: DisplayItems) => items.levels[key];
const both =
  (a: (items: DisplayItems, section: TableSection) => boolean, b: (items: DisplayItems) => boolean) =>
  (items: DisplayItems, section: TableSection) =>
    a(items, section) && b(items);

/** Every column in display order; the display items decide which of them show. */
export const tableColumns: readonly TableColumn[] = [
  { kind: 'kpi', id: 'kpi', label: 'KPI', field: 'KPI', width: 200, shown: inKpiTable },
  {
    kind: 'kpi',
    id: 'kpi_current',
    label: '現状',
    field: '現状',
    width: 170,
    shown: both(inKpiTable, column('current')),
  },
  {
    kind: 'kpi',
    id: 'kpi_detail',
    label: '詳細',
    field: '詳細',
    width: 170,
    shown: both(inKpiTable, column('detail')),
  },
  {
    kind: 'kpi',
    id: 'kpi_status',
    label: 'KPIステータス',
    field: 'ステータス',
    width: 120,
    shown: both(inKpiTable, column('status')),
  },
  {
    kind: 'kpi',
    id: 'kpi_dead_line',
    label: 'KPI期限',
    field: '期限',
    width: 136,
    shown: both(inKpiTable, column('dead_line')),
  },
  { kind: 'kpi', id: 'kpi_assignees', label: 'KPI担当者', field: '担当者', width: 120, shown: inKpiTable },
  { kind: 'task', id: 'task', label: '課題', field: '課題', width: 200, shown: always },
  {
    kind: 'task',
    id: 'task_status',
    label: '課題ステータス',
    field: 'ステータス',
    width: 120,
    shown: column('status'),
  },
  { kind: 'task', id: 'task_dead_line', label: '期限', field: '期限', width: 136, shown: column('dead_line') },
  { kind: 'task', id: 'task_assignees', label: '課題担当者', field: '担当者', width: 120, shown: always },
  { kind: 'factor', id: 'factor', label: '要因', field: '要因', width: 190, shown: level('factor') },
  { kind: 'hypothesis', id: 'hypothesis', label: '仮説', field: '仮説', width: 200, shown: level('hypothesis') },
  {
    kind: 'hypothesis',
    id: 'category',
    label: 'カテゴリー',
    field: 'カテゴリー',
    width: 130,
    shown: both(level('hypothesis'), column('category')),
  },
  {
    kind: 'hypothesis',
    id: 'hypothesis_status',
    label: '仮説ステータス',
    field: 'ステータス',
    width: 120,
    shown: both(level('hypothesis'), column('status')),
  },
  { kind: 'measure', id: 'measure', label: '施策', field: '施策', width: 200, shown: level('measure') },
  {
    kind: 'measure',
    id: 'measure_status',
    label: '施策ステータス',
    field: 'ステータス',
    width: 120,
    shown: both(level('measure'), column('status')),
  },
  {
    kind: 'measure',
    id: 'importance',
    label: '重要度',
    field: '重要度',
    width: 104,
    shown: both(level('measure'), column('importance')),
  },
  {
    kind: 'measure',
    id: 'urgency',
    label: '緊急度',
    field: '緊急度',
    width: 104,
    shown: both(level('measure'), column('urgency')),
  },
  {
    kind: 'measure',
    id: 'rank',
    label: 'ランク',
    field: 'ランク',
    width: 150,
    shown: both(level('measure'), column('rank')),
  },
  {
    kind: 'measure',
    id: 'priority',
    label: '優先度',
    field: '優先度',
    width: 104,
    shown: both(level('measure'), column('priority')),
  },
  {
    kind: 'measure',
    id: 'verification',
    label: '検証方法',
    field: '検証方法',
    width: 130,
    shown: both(level('measure'), column('verification')),
  },
  {
    kind: 'measure',
    id: 'period',
    label: '検証期間',
    field: '検証期間',
    width: 230,
    shown: both(level('measure'), column('period')),
  },
  {
    kind: 'measure',
    id: 'is_show',
    label: '表示',
    field: '表示',
    width: 72,
    shown: both(level('measure'), column('is_show')),
  },
  {
    kind: 'measure',
    id: 'conversion_rate',
    label: 'CVR',
    field: 'CVR',
    width: 104,
    shown: both(level('measure'), column('conversion_rate')),
  },
  {
    kind: 'measure',
    id: 'measure_dead_line',
    label: '施策期限',
    field: '期限',
    width: 136,
    shown: both(level('measure'), column('dead_line')),
  },
  {
    kind: 'measure',
    id: 'measure_assignees',
    label: '施策担当者',
    field: '担当者',
    width: 120,
    shown: level('measure'),
  },
  { kind: 'work', id: 'work', label: '作業', field: '作業', width: 190, shown: level('work') },
  {
    kind: 'work',
    id: 'work_dead_line',
    label: '作業期限',
    field: '期限',
    width: 136,
    shown: both(level('work'), column('dead_line')),
  },
  { kind: 'work', id: 'work_assignees', label: '作業担当者', field: '担当者', width: 120, shown: level('work') },
];

/** The columns one table shows with these display items. */
export function visibleColumns(items: DisplayItems, section: TableSection): TableColumn[] {
  return tableColumns.filter((c) => c.shown(items, section));
}

/** The CSS grid template of a column list: fixed widths, so every row lines up with the header. */
export function gridTemplate(columns: readonly TableColumn[]): string {
  return columns.map((c) => `${c.width}px`).join(' ');
}
