import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { STRENGTH_WEAKNESS_MAX, type Owner } from '@kaizen/domain';
import { useState } from 'react';
import { RouteErrorContent } from '../../../../components/errors/RouteErrorPage';
import { useConflicts, useSaveStrengthWeakness } from '../../api/comparison';
import classes from './comparison.module.css';

interface Texts {
  strength: string;
  weakness: string;
}

const fields = [
  { key: 'strength', label: '強み' },
  { key: 'weakness', label: '弱み' },
] as const;

/**
 * 強み・弱み (product.md §3.9 comparison individual): two texts of the owner, saved together with 保存.
 * Read-only for those who may not edit; printed as text.
 */
export function StrengthsWeaknessesSection({ owner, canEdit }: { owner: Owner; canEdit: boolean }) {
  const conflicts = useConflicts(owner);
  const save = useSaveStrengthWeakness(owner);
  const [draft, setDraft] = useState<Texts | null>(null);
  const editable = canEdit && conflicts.data?.can_edit === true;
  const saved: Texts = {
    strength: conflicts.data?.individual?.strength ?? '',
    weakness: conflicts.data?.individual?.weakness ?? '',
  };
  const texts = draft ?? saved;
  const changed = draft !== null && (draft.strength !== saved.strength || draft.weakness !== saved.weakness);

  const submit = () => {
    if (!draft) return;
    save.mutate(draft, { onSuccess: () => setDraft(null) });
  };

  return (
    <Card withBorder padding="md" radius="md" className={classes.section}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          強み・弱み
        </Title>
        {conflicts.isPending ? (
          <Text size="sm" c="dimmed">
            読み込み中…
          </Text>
        ) : conflicts.error ? (
          <RouteErrorContent error={conflicts.error} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {fields.map(({ key, label }) =>
                editable ? (
                  <div key={key}>
                    <Textarea
                      className="no-print"
                      label={label}
                      value={texts[key]}
                      autosize
                      minRows={4}
                      maxRows={14}
                      maxLength={STRENGTH_WEAKNESS_MAX}
                      readOnly={save.isPending}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setDraft((current) => ({ ...(current ?? saved), [key]: value }));
                      }}
                    />
                    <div className={classes.printOnly}>
                      <Text fw={600} size="sm">
                        {label}
                      </Text>
                      <Text size="sm" className={classes.swText}>
                        {saved[key] || 'まだ書かれていません'}
                      </Text>
                    </div>
                  </div>
                ) : (
                  <div key={key}>
                    <Text fw={600} size="sm">
                      {label}
                    </Text>
                    <Text size="sm" className={classes.swText} c={saved[key] ? undefined : 'dimmed'}>
                      {saved[key] || 'まだ書かれていません'}
                    </Text>
                  </div>
                ),
              )}
            </SimpleGrid>
            {editable ? (
              <Group justify="flex-end" className="no-print">
                <Button onClick={submit} loading={save.isPending} disabled={!changed}>
                  保存
                </Button>
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
