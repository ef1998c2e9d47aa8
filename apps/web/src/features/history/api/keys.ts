import type { ActivityQuery, HistoryTargetKind } from '@kaizen/domain';

/** 変更履歴 of one item, and a project's activity feed by its filters. */
export const historyKeys = {
  all: ['history'] as const,
  item: (kind: HistoryTargetKind, id: number) => ['history', 'item', kind, id] as const,
  activity: (projectId: number, filter: ActivityQuery) => ['history', 'activity', projectId, filter] as const,
};
