import { Badge, Button, Group, Text } from '@mantine/core';
import type { Comment, CommentTarget } from '@kaizen/domain';
import { useState } from 'react';
import { confirmDeletion } from '../../../components/confirm-deletion';
import { formatDateTime } from '../../../lib/dates';
import { useDeleteComment, useUpdateComment } from '../api/comments';
import { CommentForm } from './CommentForm';
import classes from './comments.module.css';

/** One comment: who, when, 社内のみ and 編集済み, the text; its author may edit or delete it. */
export function CommentItem({ comment, target }: { comment: Comment; target: CommentTarget }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateComment();
  const remove = useDeleteComment();
  return (
    <li
      className={classes.comment}
      data-internal={comment.is_internal || undefined}
      aria-label={`${comment.author.name}さんのコメント`}
    >
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={700} span>
          {comment.author.name}
        </Text>
        <Text size="xs" c="dimmed" span>
          {formatDateTime(comment.created_at)}
        </Text>
        {comment.edited_at ? (
          <Text size="xs" c="dimmed" span>
            編集済み
          </Text>
        ) : null}
        {comment.is_internal ? (
          <Badge size="xs" color="orange" variant="light">
            社内のみ
          </Badge>
        ) : null}
      </Group>
      {editing ? (
        <CommentForm
          target={target}
          label="コメントを編集"
          submitLabel="保存"
          initial={{ body: comment.body, mentions: comment.mentions }}
          pending={update.isPending}
          onSubmit={async (draft) => {
            await update.mutateAsync({ id: comment.id, body: draft.body, mentions: draft.mentions });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        // Rendered and sanitised by the server (links, lists, bold only): decisions/0037.
        <div className={classes.body} dangerouslySetInnerHTML={{ __html: comment.body_html }} />
      )}
      {comment.is_own && !editing ? (
        <Group gap={4}>
          <Button size="compact-xs" variant="subtle" aria-label="自分のコメントを編集" onClick={() => setEditing(true)}>
            編集
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            aria-label="自分のコメントを削除"
            onClick={() =>
              confirmDeletion({
                title: 'コメントを削除',
                message: 'このコメントを削除しますか？',
                onConfirm: () => remove.mutate(comment.id),
              })
            }
          >
            削除
          </Button>
        </Group>
      ) : null}
    </li>
  );
}
