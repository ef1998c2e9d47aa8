import { metricValueText, signedValueText } from '@kaizen/domain';
import { Alert, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { Metric, MetricTreeResponse } from '@kaizen/domain';
import { useState } from 'react';
import { NumberField } from '../../../../components/NumberField';
import { errorMessageOf } from '../../../../lib/form-errors';
import { useWhatIf } from '../../api/metrics';
import { gapText } from '../../format';

/**
 * What-if: type a driver's value for the month and see every metric above it recomputed. Nothing is
 * stored; the figures of the tree stay as measured.
 */
export function WhatIf({
  projectId,
  month,
  drivers,
  metric,
}: {
  projectId: number;
  month: string;
  drivers: MetricTreeResponse['sensitivity'];
  metric: (metricId: number) => Metric | undefined;
}) {
  const [values, setValues] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(drivers.map((d) => [d.metric_id, d.value])),
  );
  const whatIf = useWhatIf();
  const overrides = drivers
    .map((d) => ({ metric_id: d.metric_id, value: values[d.metric_id] ?? null, before: d.value }))
    .filter((o): o is { metric_id: number; value: number; before: number } => o.value !== null && o.value !== o.before)
    .map(({ metric_id, value }) => ({ metric_id, value }));
  const nameOf = (id: number) => metric(id)?.name;
  const changed = whatIf.data?.values.filter((v) => v.before !== v.after) ?? [];

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {drivers.map((d) => {
          const driver = metric(d.metric_id);
          return (
            <NumberField
              key={d.metric_id}
              size="xs"
              label={`${driver?.name ?? '指標'}${driver ? `（${driver.unit}）` : ''}`}
              description={`今の値 ${metricValueText(d.value, driver?.unit ?? '件')}`}
              value={values[d.metric_id] ?? null}
              onChange={(value) => setValues((current) => ({ ...current, [d.metric_id]: value }))}
            />
          );
        })}
      </SimpleGrid>
      <Group>
        <Button
          size="xs"
          disabled={overrides.length === 0}
          loading={whatIf.isPending}
          onClick={() => whatIf.mutate({ project_id: projectId, month, overrides })}
        >
          試算する
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            setValues(Object.fromEntries(drivers.map((d) => [d.metric_id, d.value])));
            whatIf.reset();
          }}
        >
          元に戻す
        </Button>
      </Group>
      {whatIf.error ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessageOf(whatIf.error)}
        </Alert>
      ) : null}
      {whatIf.data ? (
        changed.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            変わる指標はありません。
          </Text>
        ) : (
          <Table aria-label="試算の結果" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">指標</Table.Th>
                <Table.Th scope="col">今の値</Table.Th>
                <Table.Th scope="col">試算</Table.Th>
                <Table.Th scope="col">差</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changed.map((v) => {
                const unit = metric(v.metric_id)?.unit ?? '件';
                return (
                  <Table.Tr key={v.metric_id}>
                    <Table.Th scope="row" fw={400}>
                      {nameOf(v.metric_id) ?? '指標'}
                    </Table.Th>
                    <Table.Td>{metricValueText(v.before, unit)}</Table.Td>
                    <Table.Td fw={700}>
                      {v.after === null ? (v.gap ? gapText(v.gap, nameOf) : '—') : metricValueText(v.after, unit)}
                    </Table.Td>
                    <Table.Td>
                      {v.after !== null && v.before !== null ? signedValueText(v.after - v.before, unit) : '—'}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )
      ) : null}
    </Stack>
  );
}
