import { Button, Group, Radio, Table, Text } from '@mantine/core';
import {
  formatRate,
  patternCountsIssues,
  patternLabel,
  plannedSplitIssue,
  plausibleRanges,
  type PatternCountsInput,
  type ReportPattern,
} from '@kaizen/domain';
import { IconBrandGoogleAnalytics, IconDeviceFloppy, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { NumberField, useReadableFields } from '../../../../components/NumberField';
import { ApiError } from '../../../../lib/api-client';
import { useUpdateResults } from '../../api/verification-data';
import { useReport } from '../context';
import { Section } from '../Section';
import { Ga4ResultsDialog } from './Ga4ResultsDialog';
import { ResultsCsvDialog } from './ResultsCsvDialog';
import { StatsSettingsControl } from './StatsSettingsControl';

type Counts = Pick<PatternCountsInput, 'users' | 'conversions'> & { planned_share: number | null };
type Errors = Record<string, string>;

const EMPTY: Counts = { users: null, conversions: null, planned_share: null };

const countsOf = (patterns: readonly ReportPattern[]) =>
  new Map<number, Counts>(
    patterns.map((p) => [p.pattern, { users: p.users, conversions: p.conversions, planned_share: p.planned_share }]),
  );

const errorKey = (pattern: number, field: string) => `${pattern}.${field}`;

/** Rules the server applies too (patternCountsIssues, plannedSplitIssue), checked before sending so the reason shows at once. */
function localErrors(rows: Map<number, Counts>): Errors {
  const errors: Errors = {};
  for (const [pattern, counts] of rows) {
    for (const issue of patternCountsIssues({ pattern, ...counts })) {
      errors[errorKey(pattern, issue.field)] = issue.message;
    }
  }
  const split = plannedSplitIssue([...rows].map(([pattern, counts]) => ({ pattern, ...counts })));
  if (split) errors[errorKey(split.pattern, 'planned_share')] = split.message;
  return errors;
}

/** The server's field errors (patterns.{index}.{field}) placed at the pattern they name. */
function serverErrors(error: unknown, sent: readonly { pattern: number }[]): Errors {
  if (!(error instanceof ApiError)) return {};
  const errors: Errors = {};
  for (const { field, message } of error.fields) {
    const match = /^patterns\.(\d+)\.(\w+)$/.exec(field);
    const pattern = match ? sent[Number(match[1])]?.pattern : undefined;
    if (match && pattern !== undefined) errors[errorKey(pattern, match[2] ?? '')] = message;
    else if (field === 'control_pattern') errors.control = message;
  }
  return errors;
}

/**
 * The edit screen's 検証データ (issue 32 §1): each pattern's users (訪問数), conversions (CV数) and planned
 * share (配分, for the split check), typed as product.md §5 reads numbers, and which pattern is the control (元案). Saved together by one button.
 */
export function VerificationDataForm() {
  const { data, report, measureId } = useReport();
  const patterns = [...data.td].sort((a, b) => a.pattern - b.pattern);
  const [rows, setRows] = useState(() => countsOf(patterns));
  const [control, setControl] = useState(report.control_pattern);
  const [errors, setErrors] = useState<Errors>({});
  const { allReadable, track } = useReadableFields();
  const update = useUpdateResults(measureId);
  const [importing, setImporting] = useState(false);
  const [fetching, setFetching] = useState(false);

  const setCount = (pattern: number, field: keyof Counts, value: number | null) =>
    setRows((previous) => {
      const next = new Map(previous);
      next.set(pattern, { ...(previous.get(pattern) ?? EMPTY), [field]: value });
      return next;
    });

  const save = () => {
    if (!allReadable) return;
    const found = localErrors(rows);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const sent = patterns.map((p) => ({
      pattern: p.pattern,
      ...(rows.get(p.pattern) ?? EMPTY),
    }));
    update.mutate(
      { measure_id: measureId, control_pattern: control, patterns: sent },
      { onError: (error) => setErrors(serverErrors(error, sent)) },
    );
  };

  return (
    <Section title="検証データ">
      <Text size="sm" c="dimmed" mb="xs">
        パターンごとの訪問数（振り分けた単位）とCV数を入力すると、下の検証結果が計算されます。配分は計画した振り分けの割合です（空なら均等）。
      </Text>
      <Radio.Group value={String(control)} onChange={(value) => setControl(Number(value))} error={errors.control}>
        <Table withTableBorder aria-label="検証データ">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>パターン</Table.Th>
              <Table.Th>元案</Table.Th>
              <Table.Th>訪問数</Table.Th>
              <Table.Th>CV数</Table.Th>
              <Table.Th>配分（%）</Table.Th>
              <Table.Th>CVR</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {patterns.map((pattern) => {
              const label = patternLabel(pattern);
              const counts = rows.get(pattern.pattern) ?? EMPTY;
              const cvr = counts.users && counts.conversions !== null ? counts.conversions / counts.users : null;
              return (
                <Table.Tr key={pattern.id}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td>
                    <Radio value={String(pattern.pattern)} aria-label={`${label}を元案にする`} />
                  </Table.Td>
                  {(['users', 'conversions'] as const).map((field) => (
                    <Table.Td key={field}>
                      <NumberField
                        aria-label={`${label}の${field === 'users' ? '訪問数' : 'CV数'}`}
                        value={counts[field]}
                        range={plausibleRanges.sessions}
                        onChange={(value) => setCount(pattern.pattern, field, value)}
                        onReadableChange={track(errorKey(pattern.pattern, field))}
                        error={errors[errorKey(pattern.pattern, field)]}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <NumberField
                      aria-label={`${label}の配分`}
                      value={counts.planned_share}
                      range={plausibleRanges.percent}
                      onChange={(value) => setCount(pattern.pattern, 'planned_share', value)}
                      onReadableChange={track(errorKey(pattern.pattern, 'planned_share'))}
                      error={errors[errorKey(pattern.pattern, 'planned_share')]}
                    />
                  </Table.Td>
                  <Table.Td>{cvr === null ? '—' : formatRate(cvr)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Radio.Group>
      <Group justify="space-between" mt="sm" align="flex-end">
        <StatsSettingsControl />
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFileImport size={14} />}
            onClick={() => setImporting(true)}
          >
            CSVで取り込む
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconBrandGoogleAnalytics size={14} />}
            onClick={() => setFetching(true)}
          >
            GA4から取得
          </Button>
          <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} loading={update.isPending} onClick={save}>
            検証データを保存
          </Button>
        </Group>
      </Group>
      <ResultsCsvDialog opened={importing} onClose={() => setImporting(false)} />
      <Ga4ResultsDialog opened={fetching} onClose={() => setFetching(false)} />
    </Section>
  );
}
