import { Alert, Button, Card, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { figuresSheet, monthlySeries, monthsBetween } from '@kaizen/domain';
import { IconBrandGoogle, IconFileImport } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/dates';
import { ExportButton } from '../../../exports/public';
import { useAnalyticsMonths, useFetchMonths } from '../../api/figures';
import { useAnalyticsSettings } from '../../api/settings';
import { useClientTargets } from '../../api/targets';
import { CsvImportDialog } from './CsvImportDialog';
import { FiguresCharts } from './FiguresCharts';
import { FiguresTable } from './FiguresTable';
import { fetchBlock, fetchNotReadyReason } from './fetch-state';
import { currentMonthInJapan, cvDescription, formatMonth, lastMonths } from './figures-format';
import classes from './Figures.module.css';
import { PeriodFields, periodError, type Period } from './PeriodFields';

const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : '数値を読み込めませんでした。時間をおいてもう一度お試しください';

/**
 * Staff's two ways in: fetch the shown period from Google Analytics and import a CSV. The fetch is
 * disabled, with the reason on hover and under the period, where the server would refuse it.
 */
function StaffActions({
  block,
  onImport,
  onFetch,
  fetching,
}: {
  block: ReturnType<typeof fetchBlock>;
  onImport: () => void;
  onFetch: () => void;
  fetching: boolean;
}) {
  const fetchButton = (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconBrandGoogle size={14} />}
      onClick={onFetch}
      loading={fetching}
      disabled={block.disabled}
    >
      Googleアナリティクスから取得
    </Button>
  );
  return (
    <Group gap="xs" className="no-print">
      {block.reason ? (
        <Tooltip label={block.reason} withArrow multiline w={260}>
          <span>{fetchButton}</span>
        </Tooltip>
      ) : (
        fetchButton
      )}
      <Button variant="light" size="xs" leftSection={<IconFileImport size={14} />} onClick={onImport}>
        CSVを取り込む
      </Button>
    </Group>
  );
}

/**
 * 月次の数値: the project's measured months of a period against its targets — the graph (with the
 * months a measure's verification ended), and the table of exact numbers. Staff fetch months from
 * Google Analytics or import a CSV; a client user of the project reads. Prints on A4; 「出力」 saves
 * the table as CSV or Excel.
 */
export function FiguresSection({ projectId }: { projectId: number }) {
  const [period, setPeriod] = useState<Period>(() => lastMonths(new Date()));
  const [importing, setImporting] = useState(false);
  const valid = periodError(period) === undefined;
  const months = useAnalyticsMonths(projectId, period.from, period.to, valid);
  const targets = useClientTargets(projectId);
  const fetchMonths = useFetchMonths(projectId);
  const settings = useAnalyticsSettings(projectId).data?.settings;
  const block = fetchBlock(settings, period, currentMonthInJapan());
  // A period the server would not fetch is explained under it too (a reversed one already is, on the field).
  const periodNote = valid && block.reason !== fetchNotReadyReason ? block.reason : null;
  const data = months.data;
  const rows = useMemo(
    () =>
      data && targets.data
        ? monthlySeries({
            months: monthsBetween(data.from, data.to),
            figures: data.months,
            targets: targets.data.targets,
            marks: data.marks,
            cv_slot: data.cv_slot,
          })
        : null,
    [data, targets.data],
  );
  const fetchError =
    fetchMonths.error instanceof ApiError && fetchMonths.error.status !== 500 ? fetchMonths.error.message : null;

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label="月次の数値">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={2} fz="lg">
            月次の数値
          </Title>
          {data?.can_edit ? (
            <StaffActions
              block={block}
              onImport={() => setImporting(true)}
              onFetch={() => fetchMonths.mutate(period)}
              fetching={fetchMonths.isPending}
            />
          ) : null}
        </Group>
        <div className="no-print">
          <PeriodFields
            period={period}
            onChange={(next) => {
              fetchMonths.reset();
              setPeriod(next);
            }}
          />
          {data?.can_edit && periodNote ? (
            <Text size="xs" c="dimmed" mt={4}>
              この期間はGoogleアナリティクスから取得できません（{periodNote}）
            </Text>
          ) : null}
        </div>
        {data ? (
          <Text size="sm" className={classes.printOnly}>
            期間：{formatMonth(data.from)} 〜 {formatMonth(data.to)}
          </Text>
        ) : null}
        {fetchError ? (
          <Alert
            color="red"
            title="Googleアナリティクスから取得できませんでした"
            withCloseButton
            onClose={() => fetchMonths.reset()}
          >
            {fetchError}
          </Alert>
        ) : null}
        {months.error || targets.error ? <Alert color="red">{failureText(months.error ?? targets.error)}</Alert> : null}
        {!rows && !months.error && !targets.error ? <Loader size="sm" aria-label="月次の数値を読み込み中" /> : null}
        {rows && data ? (
          <>
            <Text size="sm" c="dimmed">
              {data.months.length === 0
                ? data.can_edit
                  ? 'この期間の数値はまだありません。Googleアナリティクスから取得するか、CSVを取り込んでください。'
                  : 'この期間の数値はまだありません。'
                : cvDescription(data.cv_slot, data.cv_names)}
            </Text>
            <FiguresCharts rows={rows} />
            <Group justify="flex-end" className="no-print">
              <ExportButton
                label="出力"
                disabled={data.months.length === 0}
                fileName={() => `月次の数値_${data.from}_${data.to}`}
                sheet={() => figuresSheet(rows, data.months, formatDateTime)}
                audit={{ source: 'analytics', projectId }}
              />
            </Group>
            <FiguresTable rows={rows} figures={data.months} />
          </>
        ) : null}
      </Stack>
      {data?.can_edit ? (
        <CsvImportDialog projectId={projectId} opened={importing} onClose={() => setImporting(false)} />
      ) : null}
    </Card>
  );
}
