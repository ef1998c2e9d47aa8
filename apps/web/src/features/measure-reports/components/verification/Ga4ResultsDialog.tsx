import { Alert, Autocomplete, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  formatThousands,
  ga4SourceKindLabels,
  ga4SourceKinds,
  ga4SourceLabels,
  ga4ValueLabels,
  patternLabel,
  type FetchResultsResponse,
  type Ga4SourceKind,
} from '@kaizen/domain';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { useAnalyticsSettings } from '../../../analytics/public';
import { useImportGa4Results, usePreviewGa4Results, useUpdateGa4Source } from '../../api/ga4-results';
import { periodText } from '../../report-format';
import { useReport } from '../context';
import { PreviewHead } from '../../../../components/csv/PreviewHead';

type Errors = Record<string, string>;

/** The server's field errors by field; a refusal without a field (no GA4 connection, GA4's own) as `form`. */
function errorsOf(error: unknown): Errors {
  if (!(error instanceof ApiError)) return { form: 'GA4から取得できませんでした。時間をおいてもう一度お試しください' };
  if (error.fields.length === 0) return { form: error.message };
  return Object.fromEntries(error.fields.map(({ field, message }) => [field, message]));
}

function PreviewTable({ result }: { result: FetchResultsResponse }) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        検証期間 {periodText(result.start_date, result.end_date, null)}{' '}
        の数値です。取り込むと、入力済みの数値は置き換わります。
      </Text>
      {result.warnings.map((warning) => (
        <Alert key={warning} color="yellow" variant="light" p="xs">
          {warning}
        </Alert>
      ))}
      <Table fz="sm" striped withTableBorder aria-label="GA4から取得した検証データ">
        <PreviewHead headings={['パターン', '値', '訪問数', 'CV数']} />
        <Table.Tbody>
          {result.rows.map((row) => (
            <Table.Tr key={row.pattern}>
              <Table.Th scope="row">{row.label}</Table.Th>
              <Table.Td>{row.value}</Table.Td>
              <Table.Td ta="right">{formatThousands(row.users)}</Table.Td>
              <Table.Td ta="right">{formatThousands(row.conversions)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * 検証データをGA4から取得する (issue 32 §1, decisions/0034): the report's GA4 source — how the patterns are
 * told apart and the conversion's key event — saved, then the verification period's counts previewed
 * and saved, as the CSV import previews before it saves.
 */
export function Ga4ResultsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { data, report, measureId } = useReport();
  const patterns = [...data.td].sort((a, b) => a.pattern - b.pattern);
  const stored = report.ga4_source;
  const settings = useAnalyticsSettings(data.base.project_id).data?.settings;
  const events = [settings?.cv1_id, settings?.cv2_id, settings?.cv3_id].filter((id): id is string => !!id);
  const [kind, setKind] = useState<Ga4SourceKind>(stored?.kind ?? 'experience_impression');
  const [dimension, setDimension] = useState(stored?.dimension ?? '');
  // Untouched (null), the event is the stored one or the project's first conversion, once its settings load.
  const [typedEvent, setEvent] = useState<string | null>(null);
  const event = typedEvent ?? stored?.event ?? events[0] ?? '';
  const [values, setValues] = useState(
    () => new Map(patterns.map((p) => [p.pattern, stored?.values.find((v) => v.pattern === p.pattern)?.value ?? ''])),
  );
  const [errors, setErrors] = useState<Errors>({});
  const saveSource = useUpdateGa4Source(measureId);
  const preview = usePreviewGa4Results(measureId);
  const save = useImportGa4Results(measureId);

  const close = () => {
    preview.reset();
    setErrors({});
    onClose();
  };
  const fetchPreview = async () => {
    setErrors({});
    preview.reset();
    try {
      await saveSource.mutateAsync({
        measure_id: measureId,
        kind,
        event,
        values: patterns.map((p) => ({ pattern: p.pattern, value: values.get(p.pattern) ?? '' })),
        ...(kind === 'custom_dimension' ? { dimension } : {}),
      });
      await preview.mutateAsync();
    } catch (error) {
      setErrors(errorsOf(error));
    }
  };
  const confirm = () =>
    save.mutate(undefined, {
      onSuccess: close,
      onError: (error) => setErrors(errorsOf(error)),
    });
  const valueLabel = ga4ValueLabels[kind];

  return (
    <Modal opened={opened} onClose={close} title="検証データをGA4から取得する" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          検証期間のユーザー数（訪問数）とキーイベント数（CV数）を、パターンごとにGoogleアナリティクスから取得します。
        </Text>
        <Select
          label={ga4SourceLabels.kind}
          data={ga4SourceKinds.map((value) => ({ value, label: ga4SourceKindLabels[value] }))}
          value={kind}
          onChange={(value) => value && setKind(value as Ga4SourceKind)}
          allowDeselect={false}
          error={errors.kind}
        />
        {kind === 'custom_dimension' && (
          <TextInput
            label={ga4SourceLabels.dimension}
            description="GA4のAPI名（例: customEvent:ab_variant、customUser:ab_variant）"
            value={dimension}
            onChange={(e) => setDimension(e.currentTarget.value)}
            error={errors.dimension}
          />
        )}
        <Autocomplete
          label={ga4SourceLabels.event}
          description="アナリティクス設定のコンバージョンから選ぶか、イベント名を入力してください"
          data={events}
          value={event}
          onChange={setEvent}
          error={errors.event}
        />
        {patterns.map((pattern, index) => {
          const label = patternLabel(pattern);
          return (
            <TextInput
              key={pattern.id}
              label={`${label}の${valueLabel}`}
              placeholder={kind === 'page_path' ? '/lp/a' : kind === 'experience_impression' ? 'exp1-0' : ''}
              value={values.get(pattern.pattern) ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((previous) => new Map(previous).set(pattern.pattern, value));
              }}
              error={errors[`values.${index}.value`] ?? errors[`values.${index}.pattern`]}
            />
          );
        })}
        {(errors.form ?? errors.start_date ?? errors.measure_id) && (
          <Alert color="red" role="alert">
            {errors.form ?? errors.start_date ?? errors.measure_id}
          </Alert>
        )}
        {preview.data && <PreviewTable result={preview.data} />}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            キャンセル
          </Button>
          <Button
            variant={preview.data ? 'default' : 'filled'}
            loading={saveSource.isPending || preview.isPending}
            onClick={() => void fetchPreview()}
          >
            設定を保存してGA4から取得
          </Button>
          {preview.data && (
            <Button loading={save.isPending} onClick={confirm}>
              取り込む
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
