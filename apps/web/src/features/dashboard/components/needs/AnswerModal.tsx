import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NEED_ANSWER_MAX, needMessages, type Need, type NeedStatus } from '@kaizen/domain';
import { DIALOG_WIDTH } from '../../../../lib/dialog-width';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { useAnswerNeed } from '../../api/needs';
import { statusOptions } from '../../format';

interface Values {
  answer: string;
  status: string;
}

const valuesOf = (need: Need): Values => ({ answer: need.answer, status: String(need.status) });

/**
 * 回答 (staff): the answer to the client and the need's status. An answer is never emptied here
 * (product.md §5): a blank answer leaves an existing one as it was, so the field asks for text.
 * Rendered while open, so each opening starts from the need.
 */
export function AnswerModal({ projectId, need, onClose }: { projectId: number; need: Need; onClose: () => void }) {
  const answer = useAnswerNeed(projectId);
  const form = useForm<Values>({
    initialValues: valuesOf(need),
    validate: {
      answer: (v) =>
        v.trim().length > NEED_ANSWER_MAX
          ? needMessages.answerTooLong
          : v.trim() === '' && need.answer
            ? '回答を入力してください'
            : null,
    },
  });
  const close = onClose;
  const submit = (values: Values) => {
    const text = values.answer.trim();
    answer.mutate(
      { id: need.id, status: Number(values.status) as NeedStatus, ...(text === '' ? {} : { answer: text }) },
      { onSuccess: close, onError: (error) => applyServerFieldErrors(form, error, ['answer', 'status']) },
    );
  };

  return (
    <Modal opened onClose={close} title="ニーズに回答" size={DIALOG_WIDTH.form}>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Text size="sm" fw={500}>
            {need.title}
          </Text>
          <Textarea
            label="回答"
            placeholder="クライアントに伝える内容を入力してください"
            autosize
            minRows={4}
            maxRows={12}
            maxLength={NEED_ANSWER_MAX}
            data-autofocus
            {...form.getInputProps('answer')}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="need-status-label">
              対応状況
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="need-status-label"
              data={statusOptions}
              {...form.getInputProps('status')}
            />
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              キャンセル
            </Button>
            <Button type="submit" loading={answer.isPending}>
              保存する
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
