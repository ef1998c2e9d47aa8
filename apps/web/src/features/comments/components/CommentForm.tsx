import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { COMMENT_BODY_MAX, commentMessages, type CommentTarget } from '@kaizen/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { MentionTextarea } from './MentionTextarea';
import { mentionsInBody, type Mentioned } from './mention-text';

export interface CommentDraft {
  body: string;
  mentions: number[];
  is_internal: boolean;
}

interface Props {
  target: CommentTarget;
  label: string;
  submitLabel: string;
  initial?: { body: string; mentions: Mentioned[] };
  /** Staff write 社内のみ comments; the box is not there for a client user. */
  canWriteInternal?: boolean;
  pending: boolean;
  onSubmit: (draft: CommentDraft) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * Writing or editing a comment. A refusal the server names a field for stays beside the text, with
 * the text kept; a sent comment clears the box.
 */
export function CommentForm({
  target,
  label,
  submitLabel,
  initial,
  canWriteInternal,
  pending,
  onSubmit,
  onCancel,
}: Props) {
  const [body, setBody] = useState(initial?.body ?? '');
  const [picked, setPicked] = useState<Mentioned[]>(initial?.mentions ?? []);
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (pending) return;
    if (body.trim() === '') {
      setError(commentMessages.bodyRequired);
      return;
    }
    if (body.length > COMMENT_BODY_MAX) {
      setError(commentMessages.bodyTooLong);
      return;
    }
    setError(undefined);
    try {
      await onSubmit({ body, mentions: mentionsInBody(body, picked).map((p) => p.id), is_internal: internal });
      if (!initial) {
        setBody('');
        setPicked([]);
        setInternal(false);
      }
    } catch (failure) {
      if (failure instanceof ApiError) {
        setError(
          failure.fieldMessage('body') ?? failure.fieldMessage('mentions') ?? failure.fieldMessage('is_internal'),
        );
      }
    }
  };

  return (
    <Stack gap={6}>
      <MentionTextarea
        target={target}
        label={label}
        value={body}
        error={error}
        onChange={(next) => {
          setBody(next);
          if (error) setError(undefined);
        }}
        onMention={(person) => setPicked((list) => [...list, person])}
        onSubmit={() => void submit()}
      />
      <Group justify="space-between" gap="xs">
        {canWriteInternal ? (
          <Checkbox
            size="xs"
            label="社内のみ（クライアントには表示しません）"
            checked={internal}
            onChange={(event) => setInternal(event.currentTarget.checked)}
          />
        ) : (
          <span />
        )}
        <Group gap="xs">
          {onCancel ? (
            <Button size="xs" variant="default" onClick={onCancel}>
              キャンセル
            </Button>
          ) : null}
          <Button size="xs" loading={pending} onClick={() => void submit()}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
