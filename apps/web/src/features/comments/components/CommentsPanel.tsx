import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import type { CommentTarget } from '@kaizen/domain';
import { useEffect } from 'react';
import { useMe } from '../../auth/public';
import { useComments, useCreateComment, useMarkThreadRead } from '../api/comments';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import classes from './comments.module.css';

/**
 * An item's comments, newest last, and the box to write one (decisions/0037). Another person's new
 * comment arrives through the project's live events; the caller's mentions here are read on opening.
 */
export function CommentsPanel({ target, headingLevel = 2 }: { target: CommentTarget; headingLevel?: 2 | 3 }) {
  const me = useMe();
  const thread = useComments(target);
  const create = useCreateComment();
  const markRead = useMarkThreadRead();
  const mentionsMe = thread.data?.comments.some((c) => c.mentions.some((m) => m.id === me.id)) ?? false;
  const { mutate: markThreadRead } = markRead;
  const { target_kind, target_id } = target;
  // Once per thread opened with a mention of the caller, not on every refetch.
  useEffect(() => {
    if (mentionsMe) markThreadRead({ target_kind, target_id });
  }, [mentionsMe, target_kind, target_id, markThreadRead]);

  const count = thread.data?.comments.length ?? 0;
  return (
    <Stack gap="sm" className="no-print" component="section" aria-label="コメント">
      <Title order={headingLevel} fz="md">
        コメント{count > 0 ? `（${count}件）` : ''}
      </Title>
      {thread.isPending ? <Loader size="xs" aria-label="コメントを読み込み中" /> : null}
      {thread.error ? <Alert color="red">コメントを読み込めませんでした</Alert> : null}
      {thread.data ? (
        count > 0 ? (
          <ul className={classes.thread}>
            {thread.data.comments.map((comment) => (
              <CommentItem key={comment.id} comment={comment} target={target} />
            ))}
          </ul>
        ) : (
          <Text size="sm" c="dimmed">
            まだコメントはありません。
          </Text>
        )
      ) : null}
      <CommentForm
        target={target}
        label="コメントを書く"
        submitLabel="送信"
        canWriteInternal={thread.data?.can_write_internal ?? false}
        pending={create.isPending}
        onSubmit={(draft) => create.mutateAsync({ ...target, ...draft, is_internal: draft.is_internal || undefined })}
      />
    </Stack>
  );
}
