import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  simulationRanges,
  simulationTargetLabels,
  updateSimulationRequestSchema,
  type SimulationRecord,
} from '@kaizen/domain';
import { useState } from 'react';
import { NumberField, useReadableFields } from '../../../../components/NumberField';
import { ApiError } from '../../../../lib/api-client';
import { useUpdateSimulation } from '../../api/simulation';
import { DerivedFigures } from './DerivedFigures';
import { inputFields, inputValuesOf, type InputKey, type InputValues } from './simulation-fields';

/**
 * One simulation record (0 現状 or 1 目標): the five inputs, 保存, and the figures from the server's
 * answer. Text that cannot be read as a number, or a number outside the input's plausible range (the
 * server's own), stays in its field with the reason and blocks the save.
 * Without canEdit the inputs are read-only and there is nothing to save.
 */
export function SimulationForm({
  saleId,
  target,
  record,
  canEdit = true,
}: {
  saleId: number;
  target: 0 | 1;
  record: SimulationRecord | null;
  /** false: the five inputs are shown read-only and there is no 保存. */
  canEdit?: boolean;
}) {
  const label = simulationTargetLabels[target];
  const update = useUpdateSimulation(saleId);
  const [draft, setDraft] = useState<Partial<InputValues>>({});
  const { allReadable, track } = useReadableFields();
  const [errors, setErrors] = useState<Partial<Record<InputKey, string>>>({});
  const values: InputValues = { ...inputValuesOf(record), ...draft };
  const edited = Object.keys(draft).length > 0 || !allReadable;

  const save = async () => {
    if (!allReadable) return;
    const parsed = updateSimulationRequestSchema.safeParse({ ...values, sale_id: saleId, target });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ ...parsed.data, target });
      setDraft({});
    } catch (failure) {
      if (failure instanceof ApiError) {
        setErrors(Object.fromEntries(failure.fields.map((field) => [field.field, field.message])));
      }
    }
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        {inputFields.map((field) => (
          <NumberField
            key={field.key}
            label={field.label}
            value={values[field.key]}
            error={errors[field.key]}
            rightSection={field.unit || undefined}
            range={simulationRanges[field.key]}
            onChange={(next) => setDraft((current) => ({ ...current, [field.key]: next }))}
            onReadableChange={track(field.key)}
            readOnly={!canEdit}
          />
        ))}
      </SimpleGrid>
      {canEdit ? (
        <Group justify="space-between" className="no-print">
          <Text size="sm" c={allReadable ? 'dimmed' : 'red'} aria-live="polite">
            {allReadable
              ? 'カンマや全角数字で入力しても読み取れます。'
              : '読み取れない数値や範囲外の数値があるため保存できません。赤字の欄を直してください。'}
          </Text>
          <Button
            onClick={() => void save()}
            loading={update.isPending}
            disabled={!edited || !allReadable}
            aria-label={`${label}を保存`}
          >
            保存
          </Button>
        </Group>
      ) : null}
      <DerivedFigures record={record} label={label} />
    </Stack>
  );
}
