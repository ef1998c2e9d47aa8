import type { MasterItem } from '../admin/masters.js';
import type { Rank } from './rank.js';

/** The levels of a tree row, from the top; a measure and a work sit side by side under a hypothesis. */
export const importLevels = ['kpi', 'task', 'factor', 'hypothesis', 'measure', 'work'] as const;
export type ImportLevel = (typeof importLevels)[number];

export const importLevelLabels: Record<ImportLevel, string> = {
  kpi: 'KPI',
  task: '課題',
  factor: '要因',
  hypothesis: '仮説',
  measure: '施策',
  work: '作業',
};

/** The fields a row may set on each level; a field is absent when its column is not in the file. */
export interface ImportFields {
  kpi: { current?: string; status?: number | null; deadLine?: string | null; assignees?: number[] };
  task: { status?: number | null; deadLine?: string | null; assignees?: number[] };
  factor: Record<string, never>;
  hypothesis: { category?: number | null };
  measure: {
    status?: number | null;
    importance?: number | null;
    urgency?: number | null;
    rank?: Rank;
    priority?: number | null;
    verification?: number | null;
    verification_start_date?: string | null;
    verification_end_date?: string | null;
    expected_uplift?: number | null;
    deadLine?: string | null;
    assignees?: number[];
    is_show?: 0 | 1;
  };
  work: { deadLine?: string | null; assignees?: number[] };
}

/** One level of a row: the node's id when the file gives one, its title and the fields it sets. */
export interface ImportNode<L extends ImportLevel> {
  id: number | null;
  title: string;
  fields: ImportFields[L];
}

/** A row of the file as read: the path from a KPI (or a non-KPI task) down to a measure and a work. */
export type ImportRow = { line: number; nonKpi: boolean } & { [L in ImportLevel]?: ImportNode<L> };

/** The master lists names are matched against, as GET managements gives them. */
export interface ImportMasters {
  status: MasterItem[];
  measure_status: MasterItem[];
  master_importance: MasterItem[];
  master_urgency: MasterItem[];
  master_priority: MasterItem[];
  master_verification: MasterItem[];
  category: MasterItem[];
}

/** Someone the project may assign, found by account or, when it is unique, by name. */
export interface ImportPerson {
  id: number;
  account: string;
  name: string;
}
