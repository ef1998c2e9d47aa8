import { Alert, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { formatRate, formatUplift, type Company, type LearningsResponse } from '@kaizen/domain';
import { useSearchParams } from 'react-router';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { ApiError } from '../../../lib/api-client';
import { useLearnings } from '../api/learnings';
import { LearningGroups } from '../components/learnings/LearningGroups';
import { LearningsFilters } from '../components/learnings/LearningsFilters';
import {
  conditionsFromParams,
  paramsFromConditions,
  type LearningsConditions,
} from '../components/learnings/learnings-params';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </Stack>
  );
}

function Totals({ total }: { total: LearningsResponse['total'] }) {
  return (
    <Paper withBorder p="md" component="section" aria-label="全体の結果">
      <Group gap="xl">
        <Figure label="検証済みの施策" value={`${total.measures}件`} />
        <Figure label="勝ち" value={`${total.wins}件`} />
        <Figure label="勝率" value={formatRate(total.win_rate, 0)} />
        <Figure label="改善幅の中央値" value={formatUplift(total.median_uplift)} />
      </Group>
      <Text size="xs" c="dimmed" mt="sm">
        勝率は、検証が終わりCV数から判定できた施策のうち「勝ち」と判定された施策の割合です（「負け」「判定保留」「データ不足」も分母に含みます）。
        改善幅は、採用したパターン（元案を採用したときや未採用のときは最も有力なパターン）のCVRが元案をどれだけ上回ったかで、中央値にはデータ不足の施策を含みません。
      </Text>
    </Paper>
  );
}

/**
 * 施策の学び (issue 32 §5), the body of both pages: what the verified measures taught, by hypothesis
 * category and by verification method, under the conditions the address keeps.
 */
export function LearningsView({
  companies,
  companyId,
}: {
  /** The client companies a staff member may choose from; null when the page names its company. */
  companies: Company[] | null;
  /** The company the page is about (a project's); the chosen one otherwise. */
  companyId?: number;
}) {
  const [params, setParams] = useSearchParams();
  const conditions = conditionsFromParams(params);
  const query = paramsFromConditions({
    ...conditions,
    company_id: companyId === undefined ? conditions.company_id : String(companyId),
  });
  const learnings = useLearnings(query);
  const refused = learnings.error instanceof ApiError && learnings.error.status === 400 ? learnings.error : null;
  const change = (next: LearningsConditions) => setParams(paramsFromConditions(next), { preventScrollReset: true });

  return (
    <Stack gap="md">
      <Title order={1} fz="xl">
        施策の学び
      </Title>
      <Paper withBorder p="md">
        <LearningsFilters conditions={conditions} companies={companies} onChange={change} />
      </Paper>
      {learnings.isPending ? (
        <Loader size="sm" aria-label="読み込み中" />
      ) : refused ? (
        <Alert color="red" title="表示できませんでした" role="alert">
          {refused.fields[0]?.message ?? refused.message}
        </Alert>
      ) : learnings.error ? (
        <RouteErrorContent error={learnings.error} />
      ) : (
        <Stack gap="md" aria-busy={learnings.isFetching}>
          <Totals total={learnings.data.total} />
          <Tabs defaultValue="category" keepMounted={false}>
            <Tabs.List aria-label="分け方">
              <Tabs.Tab value="category">仮説カテゴリー別</Tabs.Tab>
              <Tabs.Tab value="verification">検証方法別</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="category" pt="md">
              <Title order={2} fz="lg" mb="sm">
                仮説カテゴリー別
              </Title>
              <LearningGroups groups={learnings.data.by_category} label="仮説カテゴリー" />
            </Tabs.Panel>
            <Tabs.Panel value="verification" pt="md">
              <Title order={2} fz="lg" mb="sm">
                検証方法別
              </Title>
              <LearningGroups groups={learnings.data.by_verification} label="検証方法" />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Stack>
  );
}
