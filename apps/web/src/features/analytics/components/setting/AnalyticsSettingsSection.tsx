import { Button, Card, Group, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { commonMessages, type AnalyticsSettings } from '@kaizen/domain';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toasts';
import { useRemoveServiceAccountKey, useUpdateAnalyticsSettings } from '../../api/settings';
import {
  changedFields,
  connectionTestBlocker,
  FORM_FIELDS,
  formValuesOf,
  keyProblem,
  TEXT_FIELDS,
  type AnalyticsFormValues,
} from './analytics-form';
import { ConnectionTest } from './ConnectionTest';
import { formErrorsOf } from './server-errors';
import { ServiceAccountKeyField } from './ServiceAccountKeyField';
import classes from './SettingPage.module.css';

type Errors = Partial<Record<keyof AnalyticsFormValues, string>>;

/**
 * アナリティクス設定: the GA4 property and conversions the figures are fetched with, the company (the
 * project's, not typed), the service-account key and the connection test. Staff change them — 保存
 * sends only what changed, and a refusal shows beside the field it names; everyone else reads them.
 */
export function AnalyticsSettingsSection({
  projectId,
  settings,
  companyName,
  canEdit,
}: {
  projectId: number;
  settings: AnalyticsSettings;
  companyName: string;
  canEdit: boolean;
}) {
  const update = useUpdateAnalyticsSettings(projectId);
  const removeKey = useRemoveServiceAccountKey(projectId);
  const [draft, setDraft] = useState<Partial<AnalyticsFormValues>>({});
  const [pasting, setPasting] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const values: AnalyticsFormValues = { ...formValuesOf(settings), ...draft };
  const changes = changedFields(values, settings);
  const changed = Object.keys(changes).length > 0;

  const edit = <K extends keyof AnalyticsFormValues>(name: K, value: AnalyticsFormValues[K]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const closeKey = () => {
    setPasting(false);
    setDraft(({ secretsjson: _dropped, ...rest }) => rest);
    setErrors((current) => ({ ...current, secretsjson: undefined }));
  };

  const save = async () => {
    const problem = keyProblem(values.secretsjson);
    if (problem) {
      setErrors((current) => ({ ...current, secretsjson: problem }));
      return;
    }
    try {
      await update.mutateAsync({ projectId, ...changes });
      // The pasted key has gone to the server; it is never kept or shown here again.
      setDraft({});
      setPasting(false);
      setErrors({});
    } catch (failure) {
      if (failure instanceof ApiError) {
        const { fields, unmatched } = formErrorsOf(failure, FORM_FIELDS);
        setErrors(fields as Errors);
        if (unmatched) toast.error(commonMessages.editFailed, unmatched);
      }
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="アナリティクス設定">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            アナリティクス設定
          </Title>
          <Text size="xs" c="dimmed" className="no-print">
            Googleアナリティクス4（GA4）から月次の数値を取得するための設定です。
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {TEXT_FIELDS.map((field) => (
            <TextInput
              key={field.name}
              label={field.label}
              placeholder={canEdit ? field.placeholder : undefined}
              value={values[field.name]}
              error={errors[field.name]}
              readOnly={!canEdit}
              variant={canEdit ? 'default' : 'filled'}
              spellCheck={false}
              onChange={(event) => edit(field.name, event.currentTarget.value)}
            />
          ))}
          <TextInput label="会社" value={companyName} readOnly variant="filled" />
        </SimpleGrid>
        <div>
          <Switch
            label="取引を計測する"
            description="GA4の取引数（成約数）と購入による収益（売上）も取得します"
            checked={values.transaction}
            disabled={!canEdit}
            error={errors.transaction}
            onChange={(event) => edit('transaction', event.currentTarget.checked)}
          />
          <Text size="sm" className={classes.printOnly}>
            取引を計測する: {values.transaction ? 'する' : 'しない'}
          </Text>
        </div>
        <ServiceAccountKeyField
          status={settings.key}
          canEdit={canEdit}
          pasting={pasting}
          value={values.secretsjson}
          error={errors.secretsjson}
          onChange={(text) => edit('secretsjson', text)}
          onPasting={(open) => (open ? setPasting(true) : closeKey())}
          onRemove={() => removeKey.mutate(undefined, { onSuccess: closeKey })}
          removing={removeKey.isPending}
        />
        {canEdit ? (
          <Group justify="space-between" align="flex-start" className="no-print">
            <ConnectionTest projectId={projectId} blocker={connectionTestBlocker(settings, changed)} />
            <Button
              onClick={() => void save()}
              loading={update.isPending}
              disabled={!changed}
              aria-label="アナリティクス設定を保存"
            >
              保存
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
