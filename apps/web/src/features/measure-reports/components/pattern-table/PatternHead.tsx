import { Stack, Table, Text } from '@mantine/core';
import type { ReportPattern } from '@kaizen/domain';
import classes from '../measure-report.module.css';
import { AdoptToggle } from './AdoptToggle';
import { PatternVerdict } from './PatternVerdict';

/** A pattern's column head: its number, 採用 / 不採用 and what the statistics say of it. */
export function PatternHead({ pattern }: { pattern: ReportPattern }) {
  return (
    <Table.Th
      scope="col"
      className={`${classes.patternCol} ${pattern.is_adopt === 1 ? classes.adopted : ''}`}
      data-testid={`pattern-${pattern.pattern}`}
    >
      <Stack gap={4}>
        <Text fw={700} size="sm">
          パターン{pattern.pattern}
        </Text>
        <AdoptToggle pattern={pattern} />
        <PatternVerdict pattern={pattern} />
      </Stack>
    </Table.Th>
  );
}
