import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { formatRate, formatUplift, verdictLabels, type LearningGroup, type LearningMeasure } from '@kaizen/domain';
import { PrefetchLink } from '../../../../components/PrefetchLink';
import { formatDay } from '../../../../lib/dates';
import { reportPath } from '../../../../lib/measure-report-paths';

const verdictColors: Record<LearningMeasure['verdict'], string> = {
  win: 'teal',
  lose: 'red',
  inconclusive: 'gray',
  insufficient: 'yellow',
};

const winRateText = (rate: number | null) => formatRate(rate, 0);

/** One row per group: how many measures, how many won, the win rate and the median uplift. */
function GroupSummary({ groups, caption }: { groups: LearningGroup[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder striped captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">分類</Table.Th>
            <Table.Th scope="col" ta="right">
              検証済みの施策
            </Table.Th>
            <Table.Th scope="col" ta="right">
              勝ち
            </Table.Th>
            <Table.Th scope="col" ta="right">
              勝率
            </Table.Th>
            <Table.Th scope="col" ta="right">
              改善幅の中央値
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((g) => (
            <Table.Tr key={g.id ?? 'unset'}>
              <Table.Th scope="row" fw={500}>
                {g.name}
              </Table.Th>
              <Table.Td ta="right">{g.measures}件</Table.Td>
              <Table.Td ta="right">{g.wins}件</Table.Td>
              <Table.Td ta="right">{winRateText(g.win_rate)}</Table.Td>
              <Table.Td ta="right">{formatUplift(g.median_uplift)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A group's measures, newest result first, each opening its report. */
function GroupMeasures({ group }: { group: LearningGroup }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      {/* Fixed columns: the groups' tables line up one under another. */}
      <Table withTableBorder highlightOnHover layout="fixed" aria-label={`${group.name}の施策`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="34%">
              施策
            </Table.Th>
            <Table.Th scope="col" w="22%">
              会社・プロジェクト
            </Table.Th>
            <Table.Th scope="col" w="11%">
              判定
            </Table.Th>
            <Table.Th scope="col" w="13%">
              比べたパターン
            </Table.Th>
            <Table.Th scope="col" w="9%" ta="right">
              改善幅
            </Table.Th>
            <Table.Th scope="col" w="11%">
              検証終了日
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.items.map((m) => (
            <Table.Tr key={m.measure_id}>
              <Table.Td>
                <Anchor component={PrefetchLink} to={reportPath(m.project_id, m.measure_id)} size="sm" fw={500}>
                  {m.measure || '（無題の施策）'}
                </Anchor>
                {m.hypothesis ? (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    仮説：{m.hypothesis}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{m.company_name}</Text>
                <Text size="xs" c="dimmed">
                  {m.project_name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={verdictColors[m.verdict]}>
                  {verdictLabels[m.verdict]}
                </Badge>
              </Table.Td>
              <Table.Td>{m.pattern ?? '—'}</Table.Td>
              <Table.Td ta="right">{formatUplift(m.uplift)}</Table.Td>
              <Table.Td>{m.end_date ? formatDay(m.end_date) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One way of grouping: the summary of every group, then each group's measures under its heading. */
export function LearningGroups({ groups, label }: { groups: LearningGroup[]; label: string }) {
  if (groups.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        条件に合う検証済みの施策はありません
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      <GroupSummary groups={groups} caption={`${label}ごとの勝率`} />
      {groups.map((g) => (
        <Stack key={g.id ?? 'unset'} gap="xs" component="section" aria-label={g.name}>
          <Title order={3} fz="md">
            {g.name}（{g.measures}件・勝率 {winRateText(g.win_rate)}）
          </Title>
          <GroupMeasures group={g} />
        </Stack>
      ))}
    </Stack>
  );
}
