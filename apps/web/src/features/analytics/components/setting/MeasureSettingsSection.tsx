import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { commonMessages, type AnalyticsSettingsResponse, type MasterItem, type MeasureSettings } from '@kaizen/domain';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toasts';
import { useUpdateMeasureSettings } from '../../api/settings';
import { cvSlotChoiceOf, cvSlotOf, cvSlotOptions, type CvSlotChoice } from './measure-form';
import { formErrorsOf } from './server-errors';

type MasterField = 'device' | 'verification' | 'improvement';

const MASTER_FIELDS: readonly { name: MasterField; label: string }[] = [
  { name: 'device', label: 'デバイス' },
  { name: 'verification', label: '検証方法' },
  { name: 'improvement', label: '改善指標' },
];

const FIELD_NAMES: readonly string[] = [...MASTER_FIELDS.map((f) => f.name), 'cv_slot'];

const masterOptions = (items: MasterItem[]) => items.map((item) => ({ value: String(item.id), label: item.name }));

/**
 * 施策の設定: what a new measure report of this project starts with (device, verification method,
 * improvement indicator) and which conversion the project's CVR counts. Staff change them.
 */
export function MeasureSettingsSection({
  projectId,
  data,
  canEdit,
}: {
  projectId: number;
  data: AnalyticsSettingsResponse;
  canEdit: boolean;
}) {
  const update = useUpdateMeasureSettings(projectId);
  const [draft, setDraft] = useState<Partial<MeasureSettings>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const values: MeasureSettings = { ...data.measure_settings, ...draft };
  const changed = (Object.keys(draft) as (keyof MeasureSettings)[]).some(
    (name) => draft[name] !== data.measure_settings[name],
  );

  const edit = <K extends keyof MeasureSettings>(name: K, value: MeasureSettings[K]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const save = async () => {
    try {
      await update.mutateAsync({ project_id: projectId, ...values });
      setDraft({});
      setErrors({});
    } catch (failure) {
      if (failure instanceof ApiError) {
        const { fields, unmatched } = formErrorsOf(failure, FIELD_NAMES);
        setErrors(fields);
        if (unmatched) toast.error(commonMessages.editFailed, unmatched);
      }
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="施策の設定">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            施策の設定
          </Title>
          <Text size="xs" c="dimmed" className="no-print">
            新しい施策レポートの初期値と、CVRの計算に使うコンバージョンです。
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          {MASTER_FIELDS.map((field) => (
            <Select
              key={field.name}
              label={field.label}
              data={masterOptions(data.masters[field.name])}
              value={values[field.name] === null ? null : String(values[field.name])}
              placeholder={canEdit ? '選択してください' : '未設定'}
              clearable={canEdit}
              readOnly={!canEdit}
              variant={canEdit ? 'default' : 'filled'}
              error={errors[field.name]}
              comboboxProps={{ withinPortal: true }}
              onChange={(next) => edit(field.name, next === null ? null : Number(next))}
            />
          ))}
          <Select
            label="CVRに使うコンバージョン"
            data={cvSlotOptions(data.settings)}
            value={cvSlotChoiceOf(values.cv_slot)}
            allowDeselect={false}
            readOnly={!canEdit}
            variant={canEdit ? 'default' : 'filled'}
            error={errors.cv_slot}
            comboboxProps={{ withinPortal: true }}
            onChange={(next) => edit('cv_slot', cvSlotOf((next ?? 'sum') as CvSlotChoice))}
          />
        </SimpleGrid>
        {canEdit ? (
          <Group justify="flex-end" className="no-print">
            <Button
              onClick={() => void save()}
              loading={update.isPending}
              disabled={!changed}
              aria-label="施策の設定を保存"
            >
              保存
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
