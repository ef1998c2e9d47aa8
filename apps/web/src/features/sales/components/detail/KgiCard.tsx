import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { updateSalesGoalRequestSchema, type SalesGoal } from '@kaizen/domain';
import { toIsoDay, toPickerDate } from '../../../../lib/dates';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { useUpdateGoal } from '../../api/goals';

interface KgiDraft {
  kgi: string;
  start: string | null;
  end: string | null;
}

/** KGI: the figure to reach and its period (a date range, 2026/11/24 〜 2027/03/31), saved with 保存. */
export function KgiCard({ saleId, goal }: { saleId: number; goal: SalesGoal | undefined }) {
  const update = useUpdateGoal(saleId);
  const saved: KgiDraft = { kgi: goal?.kgi ?? '', start: goal?.start_line ?? null, end: goal?.dead_line ?? null };
  const [draft, setDraft] = useState<KgiDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const shown = draft ?? saved;

  const save = async () => {
    const request = {
      sale_id: saleId,
      action_target: 'KGI' as const,
      kgi: shown.kgi,
      start_line: shown.start ?? '',
      dead_line: shown.end ?? '',
    };
    const parsed = updateSalesGoalRequestSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(request);
      setDraft(null);
    } catch (failure) {
      if (failure instanceof ApiError) {
        setErrors(Object.fromEntries(failure.fields.map((field) => [field.field, field.message])));
      }
    }
  };

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          KGI
        </Title>
        <TextInput
          label="KGI"
          placeholder="例: 月間売上 1,000万円"
          value={shown.kgi}
          error={errors.kgi}
          onChange={(e) => setDraft({ ...shown, kgi: e.currentTarget.value })}
        />
        <DatePickerInput
          type="range"
          label="期間"
          placeholder="開始日 〜 終了日"
          valueFormat="YYYY/MM/DD"
          labelSeparator="〜"
          clearable
          allowSingleDateInRange
          value={[toPickerDate(shown.start), toPickerDate(shown.end)]}
          error={errors.dead_line ?? errors.start_line}
          onChange={([from, to]) => setDraft({ ...shown, start: toIsoDay(from) || null, end: toIsoDay(to) || null })}
        />
        <Group justify="flex-end" className="no-print">
          <Button onClick={() => void save()} loading={update.isPending} disabled={draft === null}>
            保存
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
