import { Button, Card, Group, Stack, Textarea, Title } from '@mantine/core';
import { updateSalesGoalRequestSchema } from '@kaizen/domain';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { useUpdateGoal } from '../../api/goals';

/** 目標: the customer's purpose in free text, saved with 保存 (the text shown is the server's once saved). */
export function PurposeCard({ saleId, purpose }: { saleId: number; purpose: string }) {
  const update = useUpdateGoal(saleId);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const text = draft ?? purpose;

  const save = async () => {
    const request = { sale_id: saleId, action_target: '目標' as const, purpose: text };
    const parsed = updateSalesGoalRequestSchema.safeParse(request);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await update.mutateAsync(request);
      setDraft(null);
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.fieldMessage('purpose'));
    }
  };

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          目標
        </Title>
        <Textarea
          aria-label="目標"
          placeholder="この営業で目指すことを入力してください"
          autosize
          minRows={3}
          value={text}
          error={error}
          onChange={(e) => setDraft(e.currentTarget.value)}
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
