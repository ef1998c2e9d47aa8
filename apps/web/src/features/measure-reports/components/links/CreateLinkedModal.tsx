import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FormEvent } from 'react';
import { DIALOG_WIDTH } from '../../../../lib/dialog-width';
import { ApiError } from '../../../../lib/api-client';
import { linkKindLabels, useCreateLinked, type LinkKind } from '../../api/linking';
import { useReport } from '../context';

const where: Record<LinkKind, string> = {
  task: '施策のKPI（KPIに紐づかない課題の場合はその一覧）に追加され、このレポートに紐付きます。',
  hypothesis: '施策の要因の下に追加され、このレポートに紐付きます。',
};

/** 課題を作成 / 仮説を作成 from the consideration (400px): the new item appears in the management tree. */
export function CreateLinkedModal({ kind, onClose }: { kind: LinkKind; onClose: () => void }) {
  const { measureId, projectId } = useReport();
  const { task, hypothesis } = useCreateLinked(measureId, projectId);
  const label = linkKindLabels[kind];
  const form = useForm({
    initialValues: { title: '' },
    validate: { title: (value) => (value.trim() ? null : `${label}を入力してください`) },
  });
  const pending = task.isPending || hypothesis.isPending;
  const submit = form.onSubmit(({ title }) => {
    // A refusal naming the field (too long, empty) shows under it; others come as the failure toast.
    const onError = (error: Error) => {
      const message = error instanceof ApiError ? error.fieldMessage(kind) : undefined;
      if (message) form.setFieldError('title', message);
    };
    const text = title.trim();
    if (kind === 'task') task.mutate({ measure_id: measureId, task: text }, { onSuccess: onClose, onError });
    else hypothesis.mutate({ measure_id: measureId, hypothesis: text }, { onSuccess: onClose, onError });
  });
  return (
    <Modal opened onClose={onClose} title={`${label}を作成`} size={DIALOG_WIDTH.form}>
      {/* The report's own form is an ancestor in React's tree: this submit must not reach it. */}
      <form
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.stopPropagation();
          submit(event);
        }}
      >
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            {where[kind]}
          </Text>
          <TextInput label={`${label}名`} data-autofocus {...form.getInputProps('title')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              キャンセル
            </Button>
            <Button type="submit" loading={pending}>
              作成する
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
