import {
  Alert,
  Card,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { formatShownFigure, monthlySeries, monthsBetween, previousMonth } from '@kaizen/domain';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { useProject } from '../../../projects/public';
import {
  DerivedFigures,
  FunnelChart,
  SensitivityTable,
  simulationInputFields,
  useProjectSimulation,
} from '../../../sales/public';
import { useClientTargets } from '../../api/targets';
import { useAnalyticsMonths } from '../../api/figures';
import { currentMonthInJapan, formatMonth } from './figures-format';
import { PeriodFields, periodError, type Period } from './PeriodFields';
import { simulatorRecords, type SimulatorRecord } from './simulator-records';

type Mode = 'last' | 'range';

/** The five figures a record starts from, read only: they are measured, not typed; shown rounded, computed exactly. */
function RecordInputs({ record, label }: { record: SimulatorRecord; label: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" role="group" aria-label={`${label}の数値`}>
      {simulationInputFields.map((field) => (
        <Paper key={field.key} withBorder p="xs" radius="sm">
          <Text size="xs" c="dimmed">
            {field.label}
          </Text>
          <Text fw={700} data-testid={`input-${field.key}`}>
            {formatShownFigure(record[field.key], field.kind)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** One record under its heading, which says which month, average or target it is (issue 30). */
function RecordBlock({ record, label, source }: { record: SimulatorRecord; label: string; source: string }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {label}（{source}）
      </Title>
      <RecordInputs record={record} label={label} />
      <DerivedFigures record={record} label={label} />
    </Stack>
  );
}

/**
 * シミュレーター: the sales area's conversion simulation fed with the project's measured figures —
 * last month or a chosen period (averaged per month) as 現状, and the period's last month's target
 * as 目標 — with the funnel and the sensitivity table. Read only; the figures come from the stored
 * months, and a note says which.
 */
export function ProjectSimulatorSection({ projectId }: { projectId: number }) {
  // 先月 as the server counts it: in Japan, whatever the browser's time zone.
  const lastMonth = previousMonth(currentMonthInJapan());
  const [mode, setMode] = useState<Mode>('last');
  const [range, setRange] = useState<Period>(() => ({
    from: previousMonth(previousMonth(lastMonth)),
    to: lastMonth,
  }));
  const period = mode === 'last' ? { from: lastMonth, to: lastMonth } : range;
  const valid = periodError(period) === undefined;
  const months = useAnalyticsMonths(projectId, period.from, period.to, valid);
  const targets = useClientTargets(projectId);
  const projectName = useProject(projectId).data?.project_name ?? '';
  // Profit is not measured: the rate of the sales customer's simulation the project came from, if any.
  const profitRate = useProjectSimulation(projectId).data?.current?.profit_rate ?? null;
  const data = months.data;
  const records = useMemo(() => {
    if (!data || !targets.data) return undefined;
    const rows = monthlySeries({
      months: monthsBetween(data.from, data.to),
      figures: data.months,
      targets: targets.data.targets,
      marks: [],
      cv_slot: data.cv_slot,
    });
    return simulatorRecords({
      from: data.from,
      to: data.to,
      rows,
      figures: data.months,
      targets: targets.data.targets,
      profitRate: profitRate ?? 100,
    });
  }, [data, targets.data, profitRate]);
  const error = months.error ?? targets.error;
  const periodName =
    period.from === period.to ? formatMonth(period.to) : `${formatMonth(period.from)}〜${formatMonth(period.to)}`;

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label="シミュレーター">
      <Stack gap="md">
        <Title order={2} fz="lg">
          シミュレーター
        </Title>
        <Group gap="md" align="flex-end" className="no-print">
          <SegmentedControl
            aria-label="シミュレーションの期間"
            value={mode}
            onChange={(value) => setMode(value as Mode)}
            data={[
              { value: 'last', label: '先月' },
              { value: 'range', label: '任意の期間' },
            ]}
          />
          {mode === 'range' ? (
            <PeriodFields period={range} onChange={setRange} labelPrefix="シミュレーションの" />
          ) : null}
        </Group>
        {error ? (
          <Alert color="red">
            {error instanceof ApiError
              ? error.message
              : '数値を読み込めませんでした。時間をおいてもう一度お試しください'}
          </Alert>
        ) : null}
        {records === undefined && !error ? <Loader size="sm" aria-label="シミュレーションを読み込み中" /> : null}
        {records === null ? (
          <Text size="sm" c="dimmed" role="status">
            {periodName}の数値がありません。
            {data?.can_edit
              ? '「月次の数値」でGoogleアナリティクスから取得するか、CSVを取り込むと、実績からシミュレーションできます。'
              : '数値が登録されると、実績からシミュレーションできます。'}
          </Text>
        ) : null}
        {records ? (
          <>
            <Text size="sm" c="dimmed" data-testid="simulator-note">
              {records.note}
              。利益率は
              {profitRate === null
                ? '100%として（粗利＝売上）'
                : `営業のシミュレーションの${formatShownFigure(profitRate, 'rate')}%で`}
              計算しています。
            </Text>
            <Tabs defaultValue="records" keepMounted={false}>
              <Tabs.List className="no-print">
                <Tabs.Tab value="records">現状と目標</Tabs.Tab>
                <Tabs.Tab value="sensitivity">感度分析</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="records" pt="md">
                <Stack gap="md">
                  <RecordBlock record={records.current} label="現状" source={records.currentSource} />
                  {records.goal ? <RecordBlock record={records.goal} label="目標" source={records.goalSource} /> : null}
                  <FunnelChart current={records.current} goal={records.goal} />
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="sensitivity" pt="md">
                <SensitivityTable
                  current={records.current}
                  goal={records.goal}
                  projectName={projectName}
                  projectId={projectId}
                />
              </Tabs.Panel>
            </Tabs>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
