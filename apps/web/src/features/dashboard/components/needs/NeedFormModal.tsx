import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  NEED_DETAIL_MAX,
  NEED_PRIORITY_MIDDLE,
  NEED_TITLE_MAX,
  needMessages,
  type Need,
  type NeedPriority,
} from '@kaizen/domain';
import { DIALOG_WIDTH } from '../../../../lib/dialog-width';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { useCreateNeed, useUpdateNeed } from '../../api/needs';
import { priorityOptions } from '../../format';

const FIELDS = ['title', 'detail', 'priority'] as const;

interface Values {
  title: string;
  detail: string;
  priority: string;
}

const valuesOf = (need: Need | null): Values => ({
  title: need?.title ?? '',
  detail: need?.detail ?? '',
  priority: String(need?.priority ?? NEED_PRIORITY_MIDDLE),
});

/**
 * ニーズを登録 / ニーズを編集: title (required), detail and priority. An emptied title is refused in
 * place, never saved (product.md §5). Rendered while open, so each opening starts from the need.
 */
export function NeedFormModal({
  projectId,
  need,
  onClose,
}: {
  projectId: number;
  /** The need to edit; null registers a new one. */
  need: Need | null;
  onClose: () => void;
}) {
  const create = useCreateNeed(projectId);
  const update = useUpdateNeed(projectId);
  const form = useForm<Values>({
    initialValues: valuesOf(need),
    validate: {
      title: (v) =>
        v.trim() === ''
          ? needMessages.titleRequired
          : v.trim().length > NEED_TITLE_MAX
            ? needMessages.titleTooLong
            : null,
      detail: (v) => (v.trim().length > NEED_DETAIL_MAX ? needMessages.detailTooLong : null),
    },
  });
  const close = onClose;
  const pending = create.isPending || update.isPending;
  const submit = (values: Values) => {
    const fields = {
      title: values.title.trim(),
      detail: values.detail.trim(),
      priority: Number(values.priority) as NeedPriority,
    };
    const options = { onSuccess: close, onError: (error: unknown) => applyServerFieldErrors(form, error, FIELDS) };
    if (need) update.mutate({ id: need.id, ...fields }, options);
    else create.mutate({ project_id: projectId, ...fields }, options);
  };

  return (
    <Modal opened onClose={close} title={need ? 'ニーズを編集' : 'ニーズを登録'} size={DIALOG_WIDTH.form}>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <TextInput
            label="タイトル"
            placeholder="例：スマホの商品ページの表示を速くしたい"
            required
            data-autofocus
            maxLength={NEED_TITLE_MAX}
            {...form.getInputProps('title')}
          />
          <Textarea
            label="詳細"
            placeholder="困っていること、背景、期限などがあればご記入ください"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={NEED_DETAIL_MAX}
            {...form.getInputProps('detail')}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="need-priority-label">
              優先度
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="need-priority-label"
              data={priorityOptions}
              {...form.getInputProps('priority')}
            />
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              キャンセル
            </Button>
            <Button type="submit" loading={pending}>
              {need ? '保存する' : '登録する'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
