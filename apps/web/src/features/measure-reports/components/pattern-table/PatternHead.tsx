import { Stack, Table, Text } from '@mantine/core';
import type { ReportPattern } from '@kaizen/domain';
import classes from '../measure-report.module.css';
import { AdoptToggle } from './AdoptToggle';

/** A pattern's column head: its number and 採用 / 不採用. */
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
      </Stack>
    </Table.Th>
  );
}
