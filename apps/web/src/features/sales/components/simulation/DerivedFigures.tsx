import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatShownFigure, type SimulationFigures } from '@kaizen/domain';
import { figureFields } from './simulation-fields';

/** The figures the server derived from the saved record; — before the first save or where there is none. */
export function DerivedFigures({ record, label }: { record: SimulationFigures | null; label: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" aria-label={`${label}の試算結果`} role="group">
      {figureFields.map((field) => {
        const value = record ? record[field.key] : null;
        const text = formatShownFigure(value, field.kind);
        return (
          <Paper key={field.key} withBorder p="xs" radius="sm" bg="gray.0">
            <Text size="xs" c="dimmed">
              {field.label}
            </Text>
            <Text fw={700} data-testid={`figure-${field.key}`}>
              {text}
              {text !== '—' && field.unit ? (
                <Text span size="xs" fw={400} ml={2}>
                  {field.unit}
                </Text>
              ) : null}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
