import type { MasterItem, StatusClass } from '../admin/masters.js';

/** The three boards of the status page (product.md §2.5): KPI, 課題 (task) and 施策 (measure). */
export const boardKinds = ['kpi', 'task', 'measure'] as const;
export type BoardKind = (typeof boardKinds)[number];
export const boardKindLabels: Record<BoardKind, string> = { kpi: 'KPI', task: '課題', measure: '施策' };

/**
 * Six columns over the seven statuses (product.md §4 kanban; decisions/0008): 結果確認 shares the
 * 検証中 column, the last step before completion. A card dropped in a column takes the column's first
 * status; a card already in a column keeps its exact status (shown on the card).
 */
export const boardColumns = [
  { key: 'not', label: '未着手', classes: ['not'] },
  { key: 'prep', label: '準備中', classes: ['prep'] },
  { key: 'now', label: '着手中', classes: ['now'] },
  { key: 'check', label: '確認中', classes: ['check'] },
  { key: 'ver', label: '検証中・結果確認', classes: ['ver', 'result'] },
  { key: 'comp', label: '完了', classes: ['comp'] },
] as const satisfies readonly { key: string; label: string; classes: readonly StatusClass[] }[];
export type BoardColumnKey = (typeof boardColumns)[number]['key'];

/**
 * Where a card with no status (or a status an admin added, which has no class) stands: KPIs and tasks
 * on 着手中 — where newly placed items start (product.md §4 defaults) — and measures on 未着手.
 */
export function defaultColumn(kind: BoardKind): BoardColumnKey {
  return kind === 'measure' ? 'not' : 'now';
}

export function columnOfStatus(statusId: number | null, statuses: MasterItem[], kind: BoardKind): BoardColumnKey {
  const cls = statuses.find((s) => s.id === statusId)?.class;
  const column = boardColumns.find((c) => (c.classes as readonly string[]).includes(cls ?? ''));
  return column?.key ?? defaultColumn(kind);
}

/** The status a card takes when dropped in a column: that column's first status class, as the master numbers it. */
export function statusOfColumn(column: BoardColumnKey, statuses: MasterItem[]): number | null {
  const wanted = boardColumns.find((c) => c.key === column)?.classes[0];
  return statuses.find((s) => s.class === wanted)?.id ?? null;
}
