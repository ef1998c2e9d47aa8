import type { CommentTargetKind } from '@kaizen/domain';

/** A thread, a project's counts, and the people one may @mention on a target. */
export const commentKeys = {
  all: ['comments'] as const,
  thread: (kind: CommentTargetKind, id: number) => ['comments', 'thread', kind, id] as const,
  counts: (projectId: number) => ['comments', 'counts', projectId] as const,
  candidates: (kind: CommentTargetKind, id: number, query: string) =>
    ['comments', 'candidates', kind, id, query] as const,
};
