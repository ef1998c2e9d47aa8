import { Alert, Badge, Group, Stack, Table, Text } from '@mantine/core';
import {
  adoptionCaveats,
  formatChance,
  formatInterval,
  formatPValue,
  formatRate,
  formatThousands,
  formatUplift,
  patternLabel,
  verdictLabels,
  verdictText,
  verificationSheet,
  type MeasureStats,
} from '@kaizen/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { fileNamePart } from '../../../../lib/download';
import { ExportButton } from '../../../exports/public';
import { useReport } from '../context';
import { Section } from '../Section';
import { UpliftChart } from './UpliftChart';
import { ValueReadout } from './ValueReadout';

const verdictColors: Record<MeasureStats['verdict'], string> = {
  win: 'teal',
  lose: 'red',
  inconclusive: 'gray',
  insufficient: 'yellow',
};

const engineNames: Record<MeasureStats['engine'], { engine: string; interval: string; rule: string }> = {
  bayesian: { engine: 'ベイズ推定', interval: '95%信用区間', rule: '勝率95%以上で勝ち、5%以下で負け' },
  frequentist: { engine: 'ウェルチのt検定', interval: '95%信頼区間', rule: '区間が0%をまたがなければ勝ち・負け' },
  sequential: {
    engine: '逐次検定（途中で見ても有効な区間）',
    interval: '95%信頼区間（逐次）',
    rule: '区間が0%をまたがなければ勝ち・負け',
  },
};

/**
 * 検証結果 (issue 32 §2–3): the verdict in a sentence, the caveats beside the adoption, each pattern's
 * figures against the control and the uplift chart. On the edit screen before the verification is done
 * it reads as an interim look. 「出力」 saves the table as CSV or Excel.
 */
export function StatsReadout({ stats }: { stats: MeasureStats }) {
  const { data, projectId, shared } = useReport();
  // An unnamed control reads as 元案, as a consultant says it: 「パターン2が元案を上回る確率は…」.
  const labelOf = (pattern: number) => {
    const td = data.td.find((p) => p.pattern === pattern);
    if (pattern === stats.control_pattern && !td?.name.trim()) return '元案';
    return td ? patternLabel(td) : `パターン${pattern}`;
  };
  const adopted = data.td.find((p) => p.is_adopt === 1)?.pattern ?? null;
  const caveats = adoptionCaveats(stats, adopted, labelOf);
  const names = engineNames[stats.engine];
  const manyPatterns = stats.patterns.length > 2;
  return (
    <Section title="検証結果">
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color={verdictColors[stats.verdict]} variant="light" size="lg">
            {verdictLabels[stats.verdict]}
          </Badge>
          {data.verification_done ? null : (
            <Text size="sm" c="dimmed">
              検証期間中の途中経過です
            </Text>
          )}
          {shared ? null : (
            <Group ml="auto" className="no-print">
              <ExportButton
                label="出力"
                fileName={() => `検証結果_${fileNamePart(data.base.measure)}`}
                sheet={() => verificationSheet(stats, labelOf, names.interval)}
                audit={{ source: 'verification', projectId }}
              />
            </Group>
          )}
        </Group>
        <Text data-testid="verdict-text">{verdictText(stats, labelOf, data.stats_settings.stats_min_conversions)}</Text>
        {caveats.map((caveat) => (
          <Alert key={caveat} color="yellow" variant="light" icon={<IconAlertTriangle size={16} />} p="xs">
            {caveat}
          </Alert>
        ))}
        <Table.ScrollContainer minWidth={640}>
          <Table withTableBorder aria-label="検証結果の表">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>パターン</Table.Th>
                <Table.Th ta="right">訪問数</Table.Th>
                <Table.Th ta="right">CV数</Table.Th>
                <Table.Th ta="right">CVR</Table.Th>
                <Table.Th ta="right">改善率</Table.Th>
                <Table.Th ta="right">{names.interval}</Table.Th>
                <Table.Th ta="right">勝率</Table.Th>
                <Table.Th ta="right">p値</Table.Th>
                {manyPatterns ? <Table.Th ta="right">補正後p値</Table.Th> : null}
                {manyPatterns ? <Table.Th ta="right">最良の確率</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.patterns.map((p) => (
                <Table.Tr key={p.pattern}>
                  <Table.Th scope="row">
                    {labelOf(p.pattern)}
                    {p.pattern === stats.control_pattern && labelOf(p.pattern) !== '元案' ? '（元案）' : ''}
                  </Table.Th>
                  <Table.Td ta="right">{formatThousands(p.users)}</Table.Td>
                  <Table.Td ta="right">{formatThousands(p.conversions)}</Table.Td>
                  <Table.Td ta="right">{formatRate(p.cvr)}</Table.Td>
                  <Table.Td ta="right">{formatUplift(p.uplift)}</Table.Td>
                  <Table.Td ta="right">{formatInterval(p.uplift_ci)}</Table.Td>
                  <Table.Td ta="right">{formatChance(p.chance_to_win)}</Table.Td>
                  <Table.Td ta="right">{formatPValue(p.p_value)}</Table.Td>
                  {manyPatterns ? <Table.Td ta="right">{formatPValue(p.p_value_adjusted)}</Table.Td> : null}
                  {manyPatterns ? <Table.Td ta="right">{formatChance(p.prob_best)}</Table.Td> : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <UpliftChart stats={stats} labelOf={labelOf} />
        {stats.value ? <ValueReadout value={stats.value} intervalName={names.interval} labelOf={labelOf} /> : null}
        <Text size="xs" c="dimmed">
          判定方法: {names.engine}（{names.rule}）。p値はウェルチのt検定によります。
        </Text>
      </Stack>
    </Section>
  );
}
