import { Stack, Table, Text, Title } from '@mantine/core';
import {
  formatChance,
  formatInterval,
  formatPValue,
  formatUplift,
  formatValuePerUser,
  type MeasureStats,
} from '@kaizen/domain';

/**
 * 訪問者あたり売上 (issue 32 §1): revenue per user against the control's, beside the CVR readout, when
 * every pattern has its 売上合計 and 売上の二乗和. A visitor who bought nothing counts as 0 yen, so
 * the figure moves with both the CVR and the order value; the verdict stays the CVR's.
 */
export function ValueReadout({
  value,
  intervalName,
  labelOf,
}: {
  value: NonNullable<MeasureStats['value']>;
  intervalName: string;
  labelOf: (pattern: number) => string;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        訪問者あたり売上
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder aria-label="訪問者あたり売上の表">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>パターン</Table.Th>
              <Table.Th ta="right">訪問者あたり売上</Table.Th>
              <Table.Th ta="right">改善率</Table.Th>
              <Table.Th ta="right">{intervalName}</Table.Th>
              <Table.Th ta="right">勝率</Table.Th>
              <Table.Th ta="right">p値</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {value.patterns.map((p) => (
              <Table.Tr key={p.pattern}>
                <Table.Th scope="row">{labelOf(p.pattern)}</Table.Th>
                <Table.Td ta="right">{formatValuePerUser(p.value_per_user)}</Table.Td>
                <Table.Td ta="right">{formatUplift(p.uplift)}</Table.Td>
                <Table.Td ta="right">{formatInterval(p.uplift_ci)}</Table.Td>
                <Table.Td ta="right">{formatChance(p.chance_to_win)}</Table.Td>
                <Table.Td ta="right">{formatPValue(p.p_value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        売上合計を訪問数で割った値です（購入しなかった訪問者は0円）。判定はCVRによります。
      </Text>
    </Stack>
  );
}
