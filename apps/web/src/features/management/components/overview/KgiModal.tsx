import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import type { Kgi } from '@kaizen/domain';
import { toIsoDay, toPickerDate } from '../../../../lib/dates';
import { DIALOG_WIDTH } from '../../../../lib/dialog-width';
import { ApiError } from '../../../../lib/api-client';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { useSaveKgi } from '../../api/info';

interface Values {
  purpose: string;
  kgi: string;
  period: [Date | null, Date | null];
}

/**
 * 目的 and KGI with its period (POST create_kgi); the change is recorded for notifications under the
 * page it was made on (actionPage: 改善ツリー here, 概要 on the project overview).
 */
export function KgiModal({
  projectId,
  kgi,
  onClose,
  actionPage = '改善ツリー',
}: {
  projectId: number;
  kgi: Kgi;
  onClose: () => void;
  actionPage?: string;
}) {
  const save = useSaveKgi(projectId);
  const form = useForm<Values>({
    initialValues: {
      purpose: kgi.purpose,
      kgi: kgi.kgi,
      period: [toPickerDate(kgi.start_line), toPickerDate(kgi.dead_line)],
    },
    validate: {
      kgi: (value) => (value.trim() ? null : 'KGIを入力してください'),
      period: ([start, end]) => (!start !== !end ? '期間は開始日と終了日を両方指定してください' : null),
    },
  });
  return (
    <Modal opened onClose={onClose} title="KGI・目的の設定" size={DIALOG_WIDTH.form}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate(
            {
              purpose: values.purpose,
              kgi: values.kgi.trim(),
              startLine: toIsoDay(values.period[0]),
              deadLine: toIsoDay(values.period[1]),
              action_page: actionPage,
            },
            {
              onSuccess: onClose,
              onError: (error) => {
                applyServerFieldErrors(form, error, ['kgi', 'purpose']);
                const period = error instanceof ApiError ? error.fieldMessage('deadLine') : undefined;
                if (period) form.setFieldError('period', period);
              },
            },
          ),
        )}
      >
        <Stack gap="sm">
          <Textarea label="目的" autosize minRows={2} {...form.getInputProps('purpose')} />
          <TextInput
            label="KGI"
            placeholder="例：ECサイトの売上を前年比120%にする"
            data-autofocus
            {...form.getInputProps('kgi')}
          />
          <DatePickerInput
            type="range"
            label="期間"
            valueFormat="YYYY/MM/DD"
            clearable
            {...form.getInputProps('period')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              キャンセル
            </Button>
            <Button type="submit" loading={save.isPending}>
              保存する
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
