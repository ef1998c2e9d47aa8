import { AUDIT_RETENTION_MAX_DAYS, AUDIT_RETENTION_MIN_DAYS } from '@kaizen/domain';
import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { useAuditRetention, useSetAuditRetention } from '../../api/audit';

/** The retention in days; older entries are deleted by the nightly job. */
export function RetentionField() {
  const { data } = useAuditRetention();
  const save = useSetAuditRetention();
  const [draft, setDraft] = useState<number | string | null>(null);
  const value = draft ?? data?.retention_days ?? '';
  const valid = typeof value === 'number' && value >= AUDIT_RETENTION_MIN_DAYS && value <= AUDIT_RETENTION_MAX_DAYS;
  return (
    <Group align="end" gap="xs">
      <NumberInput
        label="保存期間（日）"
        description={`${AUDIT_RETENTION_MIN_DAYS}〜${AUDIT_RETENTION_MAX_DAYS}日。これより古い記録は毎晩削除されます`}
        min={AUDIT_RETENTION_MIN_DAYS}
        max={AUDIT_RETENTION_MAX_DAYS}
        allowDecimal={false}
        value={value}
        onChange={setDraft}
        w={320}
      />
      <Button
        variant="default"
        disabled={!valid || value === data?.retention_days}
        loading={save.isPending}
        onClick={() => typeof value === 'number' && save.mutate(value, { onSuccess: () => setDraft(null) })}
      >
        保存
      </Button>
    </Group>
  );
}
