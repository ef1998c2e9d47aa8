import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { deriveTargets, type ClientTarget, type TargetFigures } from '@kaizen/domain';
import { useState } from 'react';
import { NumberField, useReadableFields } from '../../../../components/NumberField';
import { ApiError } from '../../../../lib/api-client';
import { DIALOG_WIDTH } from '../../../../lib/dialog-width';
import { useCreateTarget, useUpdateTarget } from '../../api/targets';
import { EMPTY_FIGURES, formatFigure, TARGET_FIELDS, typedFigures, type TargetField } from './target-format';

type FieldName = TargetField | 'start_month' | 'end_month';
const FIELD_NAMES: readonly string[] = ['start_month', 'end_month', ...TARGET_FIELDS.map((f) => f.key)];

const monthPickerLabels = {
  nextYear: '次の年',
  previousYear: '前の年',
  nextDecade: '次の10年',
  previousDecade: '前の10年',
  yearLevelControl: '年を選ぶ',
  monthLevelControl: '月を選ぶ',
};

function MonthField({
  label,
  value,
  onChange,
  error,
  required,
  placeholder = '月を選ぶ',
}: {
  label: string;
  value: string | null;
  onChange: (month: string | null) => void;
  error: string | undefined;
  required?: boolean;
  placeholder?: string;
}) {
  return (
    <MonthPickerInput
      label={label}
      valueFormat="YYYY年M月"
      placeholder={placeholder}
      value={value ? `${value}-01` : null}
      onChange={(next) => onChange(next ? next.slice(0, 7) : null)}
      clearable={!required}
      clearButtonProps={{ 'aria-label': `${label}をクリア` }}
      required={required}
      error={error}
      ariaLabels={monthPickerLabels}
      popoverProps={{ withinPortal: true }}
    />
  );
}

/**
 * 目標値を追加 / 目標値を編集 (400px): one month (開始月 only) or a period, and the five figures per
 * month. A figure left empty is derived — its placeholder shows what it will be. Text that cannot be
 * read as a number stays in its field with the reason and blocks the save; the server's refusals (an
 * overlapping period, a figure out of range) show beside the field they name.
 */
export function TargetDialog({
  projectId,
  target,
  onClose,
}: {
  projectId: number;
  /** The row to edit; null adds a new one. */
  target: ClientTarget | null;
  onClose: () => void;
}) {
  const create = useCreateTarget(projectId);
  const update = useUpdateTarget(projectId);
  const [start, setStart] = useState<string | null>(target?.start_month ?? null);
  const [end, setEnd] = useState<string | null>(
    target && target.end_month !== target.start_month ? target.end_month : null,
  );
  const [figures, setFigures] = useState<TargetFigures>(target ? typedFigures(target) : EMPTY_FIGURES);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { allReadable, track } = useReadableFields();
  const derived = deriveTargets(figures);
  const pending = create.isPending || update.isPending;

  const clearError = (name: FieldName) => {
    setErrors((current) => ({ ...current, [name]: undefined }));
    setFormError(null);
  };

  const submit = async () => {
    if (!allReadable) return;
    if (!start) {
      setErrors((current) => ({ ...current, start_month: '開始月を選んでください' }));
      return;
    }
    const months = { start_month: start, end_month: end ?? start };
    try {
      if (target) await update.mutateAsync({ id: target.id, ...months, ...figures });
      else await create.mutateAsync({ project_id: projectId, ...months, ...figures });
      onClose();
    } catch (failure) {
      if (!(failure instanceof ApiError)) return;
      const named = failure.fields.filter((f) => FIELD_NAMES.includes(f.field));
      setErrors(Object.fromEntries(named.map((f) => [f.field, f.message])));
      // A refusal without a field of this dialog (the useApiMutation toast covers the rest).
      if (named.length === 0 && failure.status === 400) setFormError(failure.message);
    }
  };

  return (
    <Modal opened onClose={onClose} title={target ? '目標値を編集' : '目標値を追加'} size={DIALOG_WIDTH.form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="sm">
            <MonthField
              label="開始月"
              required
              value={start}
              error={errors.start_month}
              onChange={(month) => {
                setStart(month);
                clearError('start_month');
              }}
            />
            <MonthField
              label="終了月"
              placeholder="1か月だけなら空欄"
              value={end}
              error={errors.end_month}
              onChange={(month) => {
                setEnd(month);
                clearError('end_month');
              }}
            />
          </SimpleGrid>
          {TARGET_FIELDS.map((field) => {
            const computed = figures[field.key] === null ? derived[field.key] : null;
            return (
              <NumberField
                key={field.key}
                label={field.label}
                value={figures[field.key]}
                rightSection={field.unit || undefined}
                placeholder={
                  computed === null ? '空欄なら他の値から算出' : `算出 ${formatFigure(computed, field.kind)}`
                }
                error={errors[field.key]}
                onChange={(next) => {
                  setFigures((current) => ({ ...current, [field.key]: next }));
                  clearError(field.key);
                }}
                onReadableChange={track(field.key)}
              />
            );
          })}
          <Text size="xs" c={allReadable ? 'dimmed' : 'red'} aria-live="polite">
            {allReadable
              ? '値は1か月あたりです。カンマや全角数字で入力しても読み取れます。'
              : '読み取れない数値があるため保存できません。赤字の欄を直してください。'}
          </Text>
          {formError ? (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              キャンセル
            </Button>
            <Button type="submit" loading={pending} disabled={!allReadable}>
              {target ? '保存する' : '登録する'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
