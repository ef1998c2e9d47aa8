import { nodeKindLabels, type NodeKind } from '@kaizen/domain';

/** How a cell names its node to screen readers and in control labels: 施策「バナー改善」. */
export function subjectOf(kind: NodeKind, title: string): string {
  return `${nodeKindLabels[kind]}「${title.trim() || '（無題）'}」`;
}
