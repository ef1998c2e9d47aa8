import { metricValueText, signedValueText } from '@kaizen/domain';
import { Table, Text } from '@mantine/core';
import type { Metric, MetricTreeResponse } from '@kaizen/domain';

/** 「各指標を10%改善するとKGIは」: each driver improved by 10 % its good way, ranked by the KGI's gain. */
export function Sensitivity({
  rows,
  kgi,
  metric,
}: {
  rows: MetricTreeResponse['sensitivity'];
  kgi: Metric;
  metric: (metricId: number) => Metric | undefined;
}) {
  const gain = (change: number) => (kgi.direction === 'higher' ? change : -change);
  const ranked = [...rows].sort((a, b) => gain(b.kgi_change) - gain(a.kgi_change) || a.metric_id - b.metric_id);
  if (ranked.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        KGIを計算式の指標にすると、各指標の影響を比べられます。
      </Text>
    );
  }
  return (
    <Table aria-label="各指標を10%改善するとKGIは" striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">順位</Table.Th>
          <Table.Th scope="col">指標</Table.Th>
          <Table.Th scope="col">今の値</Table.Th>
          <Table.Th scope="col">10%改善後</Table.Th>
          <Table.Th scope="col">{kgi.name}の変化</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ranked.map((row, i) => {
          const driver = metric(row.metric_id);
          const unit = driver?.unit ?? kgi.unit;
          return (
            <Table.Tr key={row.metric_id}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Th scope="row" fw={400}>
                {driver?.name ?? '指標'}
              </Table.Th>
              <Table.Td>{metricValueText(row.value, unit)}</Table.Td>
              <Table.Td>{metricValueText(row.improved, unit)}</Table.Td>
              <Table.Td fw={700}>{signedValueText(row.kgi_change, kgi.unit)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
