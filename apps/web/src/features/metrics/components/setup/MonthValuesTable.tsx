import { Table } from '@mantine/core';
import { monthLabel, type MetricUnit } from '@kaizen/domain';
import { NumberField } from '../../../../components/NumberField';

export type MonthValues = Record<string, number | null>;

/**
 * Twelve months to type: 実績 for a manual metric, and a 目標 of the metric's own where the project's
 * client targets do not apply. It starts from what is stored; a month emptied is cleared on save.
 */
export function MonthValuesTable({
  months,
  unit,
  actuals,
  targets,
  onActual,
  onTarget,
}: {
  months: string[];
  unit: MetricUnit | null;
  /** null: the metric is not typed (measured or computed), so only its targets are. */
  actuals: MonthValues | null;
  targets: MonthValues;
  onActual: (month: string, value: number | null) => void;
  onTarget: (month: string, value: number | null) => void;
}) {
  const suffix = unit ? `（${unit}）` : '';
  return (
    <Table withTableBorder withColumnBorders verticalSpacing={2} aria-label="月ごとの値">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">月</Table.Th>
          {actuals ? <Table.Th scope="col">実績{suffix}</Table.Th> : null}
          <Table.Th scope="col">目標{suffix}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {months.map((month) => (
          <Table.Tr key={month}>
            <Table.Th scope="row" fw={400}>
              {monthLabel(month)}
            </Table.Th>
            {actuals ? (
              <Table.Td>
                <NumberField
                  size="xs"
                  aria-label={`${monthLabel(month)}の実績`}
                  value={actuals[month] ?? null}
                  onChange={(value) => onActual(month, value)}
                />
              </Table.Td>
            ) : null}
            <Table.Td>
              <NumberField
                size="xs"
                aria-label={`${monthLabel(month)}の目標`}
                value={targets[month] ?? null}
                onChange={(value) => onTarget(month, value)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
