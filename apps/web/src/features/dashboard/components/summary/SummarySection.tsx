import { Anchor, Badge, Group, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { DashboardSummary } from '@kaizen/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RouteErrorContent } from '../../../../components/errors/RouteErrorPage';
import { reportPath as measureReportPath } from '../../../../lib/measure-report-paths';
import { useDashboardSummary } from '../../api/summary';
import { formatPeriod } from '../../../../lib/dates';

function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} fz="sm">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);

function GoalCard({ kgi }: { kgi: DashboardSummary['kgi'] }) {
  const period = formatPeriod(kgi.start_line, kgi.dead_line);
  if (!kgi.purpose && !kgi.kgi) return <Empty>目標はまだ設定されていません。</Empty>;
  return (
    <Stack gap={6}>
      {kgi.purpose ? (
        <div>
          <Text size="xs" c="dimmed">
            目的
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {kgi.purpose}
          </Text>
        </div>
      ) : null}
      {kgi.kgi ? (
        <div>
          <Text size="xs" c="dimmed">
            KGI
          </Text>
          <Text size="sm" fw={700} data-testid="dashboard-kgi">
            {kgi.kgi}
          </Text>
        </div>
      ) : null}
      {period ? (
        <Text size="xs" c="dimmed">
          期間 {period}
        </Text>
      ) : null}
    </Stack>
  );
}

function KpiCard({ summary }: { summary: DashboardSummary }) {
  if (summary.kpi_total === 0) return <Empty>KPIはまだ登録されていません。</Empty>;
  return (
    <Stack gap={6}>
      <Text size="sm">
        KPI <b>{summary.kpi_total}</b>件
      </Text>
      <Group gap={6}>
        {summary.kpi_status_counts
          .filter((s) => s.count > 0)
          .map((s) => (
            <Badge key={s.status ?? 'none'} variant="light" color={s.status === null ? 'gray' : 'teal'} size="md">
              {s.name} {s.count}件
            </Badge>
          ))}
      </Group>
    </Stack>
  );
}

function ReportCard({ projectId, report }: { projectId: number; report: DashboardSummary['latest_report'] }) {
  if (!report) return <Empty>レポートはまだありません。</Empty>;
  const period = formatPeriod(report.period_start, report.period_end);
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap">
        <Badge variant="outline" size="sm" color="gray">
          {report.is_regular === 1 ? '定例' : 'スポット'}
        </Badge>
        <Anchor component={Link} to={`/client/${projectId}/reports/${report.id}`} size="sm" fw={500}>
          {report.title || '（無題のレポート）'}
        </Anchor>
      </Group>
      {period ? (
        <Text size="xs" c="dimmed">
          対象期間 {period}
        </Text>
      ) : null}
    </Stack>
  );
}

function VerifyingCard({
  projectId,
  measures,
}: {
  projectId: number;
  measures: DashboardSummary['verifying_measures'];
}) {
  if (measures.length === 0) return <Empty>いま検証中の施策はありません。</Empty>;
  return (
    <List spacing={6} size="sm" listStyleType="none">
      {measures.map((m) => {
        const period = formatPeriod(m.verification_start_date, m.verification_end_date);
        return (
          <List.Item key={m.id}>
            {m.has_report ? (
              <Anchor component={Link} to={measureReportPath(projectId, m.id)} size="sm">
                {m.title || '（無題の施策）'}
              </Anchor>
            ) : (
              <Text span size="sm">
                {m.title || '（無題の施策）'}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {period ? `検証期間 ${period}` : (m.status_name ?? '')}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}

/** What a client looks at first: the goal, the KPIs by status, the latest report, measures being verified. */
export function SummarySection({ projectId }: { projectId: number }) {
  const { data, isPending, error } = useDashboardSummary(projectId);
  if (error) return <RouteErrorContent error={error} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      <Card title="目標（KGI）">{isPending ? <Skeleton h={60} /> : <GoalCard kgi={data.kgi} />}</Card>
      <Card
        title="KPIの状況"
        action={
          <Anchor component={Link} to={`/client/${projectId}/management`} size="xs">
            改善ツリーへ
          </Anchor>
        }
      >
        {isPending ? <Skeleton h={60} /> : <KpiCard summary={data} />}
      </Card>
      <Card
        title="最新のレポート"
        action={
          <Anchor component={Link} to={`/client/${projectId}/reports`} size="xs">
            一覧へ
          </Anchor>
        }
      >
        {isPending ? <Skeleton h={60} /> : <ReportCard projectId={projectId} report={data.latest_report} />}
      </Card>
      <Card title="検証中の施策">
        {isPending ? <Skeleton h={60} /> : <VerifyingCard projectId={projectId} measures={data.verifying_measures} />}
      </Card>
    </SimpleGrid>
  );
}
