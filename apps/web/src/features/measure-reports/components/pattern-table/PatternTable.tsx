import { Button, Group, Table } from '@mantine/core';
import { MAX_PATTERN_NUM } from '@kaizen/domain';
import { IconColumnInsertRight, IconRowInsertBottom } from '@tabler/icons-react';
import { usePlusTd, usePlusTh } from '../../api/pattern-table';
import { useReport } from '../context';
import classes from '../measure-report.module.css';
import { Section } from '../Section';
import { HeaderRow } from './HeaderRow';
import { PatternFieldRow } from './PatternFieldRow';
import { PatternHead } from './PatternHead';
import { PatternNumControl } from './PatternNumControl';
import { ScreenshotRow } from './ScreenshotRow';

const ROW_HEAD_WIDTH = 160;
const PATTERN_WIDTH = 260;

function TableActions() {
  const { measureId, report } = useReport();
  const plusTh = usePlusTh(measureId);
  const plusTd = usePlusTd(measureId);
  return (
    <Group gap="xs" align="flex-end">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconRowInsertBottom size={14} />}
        loading={plusTh.isPending}
        onClick={() => plusTh.mutate({ measure_id: measureId })}
      >
        項目を追加
      </Button>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconColumnInsertRight size={14} />}
        loading={plusTd.isPending}
        disabled={report.pattern_num >= MAX_PATTERN_NUM}
        onClick={() => plusTd.mutate({ measure_id: measureId })}
      >
        パターンを追加
      </Button>
      <PatternNumControl />
    </Group>
  );
}

/** The pattern table (spans both columns): one column per pattern, one row per item, each edit saved on its own. */
export function PatternTable() {
  const { data, editable } = useReport();
  const patterns = [...data.td].sort((a, b) => a.pattern - b.pattern);
  const headers = [...data.th].sort((a, b) => a.index_num - b.index_num);
  return (
    <Section title="パターン" actions={editable ? <TableActions /> : undefined} className={classes.patternSection}>
      <Table.ScrollContainer minWidth={ROW_HEAD_WIDTH + patterns.length * PATTERN_WIDTH}>
        <Table withTableBorder withColumnBorders className={classes.patternTable} aria-label="パターン表">
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.rowHead}>項目</Table.Th>
              {patterns.map((pattern) => (
                <PatternHead key={pattern.id} pattern={pattern} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <PatternFieldRow label="名前" field="name" patterns={patterns} />
            <ScreenshotRow patterns={patterns} />
            {headers.map((header, index) => (
              <HeaderRow key={header.id} header={header} index={index} patterns={patterns} />
            ))}
            <PatternFieldRow label="良かった点" field="good" patterns={patterns} multiline />
            <PatternFieldRow label="悪かった点" field="bad" patterns={patterns} multiline />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}
