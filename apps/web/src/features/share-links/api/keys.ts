import type { ShareTargetKind } from '@kaizen/domain';

/** One item's links (the panel on its page). */
export const shareLinkKeys = {
  all: ['share-links'] as const,
  of: (projectId: number, kind: ShareTargetKind, id: number) => ['share-links', projectId, kind, id] as const,
};
