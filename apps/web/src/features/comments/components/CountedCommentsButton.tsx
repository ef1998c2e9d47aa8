import type { CommentTarget } from '@kaizen/domain';
import { useCommentCounts } from '../api/comments';
import { CommentsButton } from './CommentsButton';

/**
 * The comments button of one item of a project (a tree row, a kanban card, a need), with its count
 * from the project's counts: one request for the whole screen, however many rows show.
 */
export function CountedCommentsButton({
  projectId,
  target,
  itemLabel,
}: {
  projectId: number;
  target: CommentTarget;
  itemLabel: string;
}) {
  const counts = useCommentCounts(projectId);
  const count = counts.data?.get(`${target.target_kind}-${target.target_id}`) ?? 0;
  return <CommentsButton target={target} itemLabel={itemLabel} count={count} />;
}
