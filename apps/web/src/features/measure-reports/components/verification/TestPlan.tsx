import { Alert, Button, Group, SimpleGrid, Text } from '@mantine/core';
import {
  formatThousands,
  inclusiveDays,
  monthLabel,
  monthOf,
  planBaselineFromMonths,
  plausibleRanges,
  previousMonth,
  todayInJapan,
  type PlanResponse,
} from '@kaizen/domain';
import { IconChartLine, IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { analyticsMonthsQuery } from '../../../analytics/public';
import { NumberField, useReadableFields } from '../../../../components/NumberField';
import { ApiError } from '../../../../lib/api-client';
import { useUpdateReport } from '../../api/report';
import { useReport } from '../context';
import { Section } from '../Section';

type PlanField = 'plan_baseline_cvr' | 'plan_daily_users' | 'plan_mde';

/** Where the test stands against its plan: the period's length, and how far the least-fed pattern got. */
function PlanStanding({ plan }: { plan: PlanResponse }) {
  const { data, report } = useReport();
  const periodDays = inclusiveDays(report.start_date, report.end_date);
  const counted = data.td.map((p) => p.users).filter((u): u is number => u !== null);
  const least = counted.length === data.td.length && counted.length > 0 ? Math.min(...counted) : null;
  return (
    <>
      <Text data-testid="plan-figures">
        1パターンあたり{formatThousands(plan.users_per_pattern)}訪問（全体で
        {formatThousands(plan.users_per_pattern * Math.max(2, report.pattern_num))}訪問）、{formatThousands(plan.days)}
        日間が必要です。
      </Text>
      {periodDays !== null && periodDays < plan.days ? (
        <Alert color="yellow" variant="light" p="xs">
          検証期間（{periodDays}日間）は必要な日数（{plan.days}日）より短いため、差を見逃すおそれがあります。
        </Alert>
      ) : null}
      {least !== null ? (
        <Text size="sm" data-testid="plan-progress">
          進捗: {Math.min(100, Math.floor((least / plan.users_per_pattern) * 100))}%（最も少ないパターンで
          {formatThousands(least)} / {formatThousands(plan.users_per_pattern)}訪問）
        </Text>
      ) : null}
    </>
  );
}

const percentRange = { min: 0, max: 100 };

/** Months the planner looks back through for the last measured ones. */
const LOOK_BACK_MONTHS = 12;

/**
 * 検証の計画 (issue 32 §4): baseline CVR, users per day and the smallest uplift worth detecting give the
 * users each pattern needs and the days the test must run (power 80 %, α 5 %), worked out by the server
 * with the planner GET measure_reports/plan answers with. Editable on the edit screen, read on the report.
 */
export function TestPlan() {
  const { data, report, measureId, projectId, editable } = useReport();
  const queryClient = useQueryClient();
  const [analyticsNote, setAnalyticsNote] = useState<string | null>(null);
  const update = useUpdateReport(measureId);
  const { allReadable, track } = useReadableFields();
  const toPercent = (v: number | null) => (v === null ? null : Math.round(v * 100_000) / 1000);
  const [draft, setDraft] = useState({
    baseline: toPercent(report.plan_baseline_cvr),
    daily: report.plan_daily_users,
    mde: toPercent(report.plan_mde),
  });
  const [errors, setErrors] = useState<Partial<Record<PlanField, string>>>({});
  const plan = data.plan;

  if (!editable) {
    return plan ? (
      <Section title="検証の計画">
        <PlanStanding plan={plan} />
      </Section>
    ) : null;
  }

  // The baseline from the project's last three measured months (issue 32 §4); the consultant saves it.
  const fillFromAnalytics = async () => {
    const current = monthOf(todayInJapan());
    let from = current;
    for (let i = 0; i < LOOK_BACK_MONTHS; i += 1) from = previousMonth(from);
    try {
      const answer = await queryClient.fetchQuery(analyticsMonthsQuery(projectId, from, previousMonth(current)));
      const baseline = planBaselineFromMonths(answer.months, answer.cv_slot, current);
      if (baseline === null) {
        setAnalyticsNote('アナリティクスに直近の数値（セッション数とCV数）がありません。');
        return;
      }
      setDraft((d) => ({ ...d, baseline: baseline.cvrPercent, daily: baseline.dailyUsers }));
      const period =
        baseline.from === baseline.to
          ? monthLabel(baseline.to)
          : `${monthLabel(baseline.from)}〜${monthLabel(baseline.to)}`;
      setAnalyticsNote(`${period}のアナリティクスの数値を入れました。計画を保存すると反映されます。`);
    } catch {
      setAnalyticsNote('アナリティクスの数値を読み込めませんでした。時間をおいてもう一度お試しください。');
    }
  };

  const save = () => {
    if (!allReadable) return;
    const fraction = (v: number | null) => (v === null ? null : v / 100);
    update.mutate(
      {
        id: report.id,
        plan_baseline_cvr: fraction(draft.baseline),
        plan_daily_users: draft.daily,
        plan_mde: fraction(draft.mde),
      },
      {
        onSuccess: () => setErrors({}),
        onError: (error) =>
          setErrors(
            error instanceof ApiError ? Object.fromEntries(error.fields.map((f) => [f.field, f.message] as const)) : {},
          ),
      },
    );
  };

  return (
    <Section title="検証の計画">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberField
          label="現状のCVR"
          rightSection="%"
          value={draft.baseline}
          range={percentRange}
          onChange={(baseline) => setDraft((d) => ({ ...d, baseline }))}
          onReadableChange={track('baseline')}
          error={errors.plan_baseline_cvr}
        />
        <NumberField
          label="1日あたりの訪問数"
          value={draft.daily}
          range={plausibleRanges.sessions}
          onChange={(daily) => setDraft((d) => ({ ...d, daily }))}
          onReadableChange={track('daily')}
          error={errors.plan_daily_users}
        />
        <NumberField
          label="検出したい改善幅"
          description="例: 10%の改善を見つけたいなら10"
          rightSection="%"
          value={draft.mde}
          range={{ min: 0, max: 1000 }}
          onChange={(mde) => setDraft((d) => ({ ...d, mde }))}
          onReadableChange={track('mde')}
          error={errors.plan_mde}
        />
      </SimpleGrid>
      <Group gap="xs" mt="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconChartLine size={14} />}
          onClick={() => void fillFromAnalytics()}
        >
          アナリティクスの直近3か月から入れる
        </Button>
        {/* Always there, so a screen reader announces the note when it changes. */}
        <Text size="sm" role="status">
          {analyticsNote ?? ''}
        </Text>
      </Group>
      <Group justify="space-between" mt="sm" align="flex-start">
        <div>
          {plan ? (
            <PlanStanding plan={plan} />
          ) : (
            <Text size="sm">3つとも入力すると必要な訪問数と日数を計算します。</Text>
          )}
        </div>
        <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} loading={update.isPending} onClick={save}>
          計画を保存
        </Button>
      </Group>
    </Section>
  );
}
