import { Box, Group, Select, Stack, Text } from '@mantine/core';
import { FORMULA_OPERATORS, type FormulaOperator, type Metric } from '@kaizen/domain';
import { NumberField } from '../../../../components/NumberField';
import { operatorSymbols } from '../../format';
import { blankDraft, draftText, type DraftKind, type DraftNode } from './formula-draft';

const kindOptions: { value: DraftKind; label: string }[] = [
  { value: 'metric', label: '指標' },
  { value: 'constant', label: '定数' },
  { value: 'operation', label: '計算（かっこ）' },
];
const ROOT = '式';
const operatorOptions = FORMULA_OPERATORS.map((operator) => ({ value: operator, label: operatorSymbols[operator] }));

/**
 * One slot of the formula: a metric, a constant, or a calculation of two slots — a calculation inside
 * another is a pair of parentheses. Every part is picked from a list or typed as a number: a formula
 * is never text to evaluate.
 */
function Slot({
  draft,
  onChange,
  metrics,
  path,
}: {
  draft: DraftNode;
  onChange: (next: DraftNode) => void;
  metrics: Metric[];
  /** 「式」「式の左」「式の左の右」: each control's accessible name, unique in the editor. */
  path: string;
}) {
  // The whole formula needs no parentheses; a calculation inside another is one pair.
  const nested = path !== ROOT;
  const kindSelect = (
    <Select
      size="xs"
      w={132}
      aria-label={`${path}の種類`}
      data={kindOptions}
      value={draft.kind}
      allowDeselect={false}
      onChange={(value) => value && value !== draft.kind && onChange(blankDraft(value as DraftKind))}
    />
  );
  if (draft.kind === 'operation') {
    return (
      <Stack gap={4}>
        {kindSelect}
        <Box pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-gray-4)' }}>
          <Group gap={6} align="flex-start" wrap="wrap">
            {nested ? (
              <Text size="sm" c="dimmed" aria-hidden>
                (
              </Text>
            ) : null}
            <Slot
              draft={draft.left}
              onChange={(left) => onChange({ ...draft, left })}
              metrics={metrics}
              path={`${path}の左`}
            />
            <Select
              size="xs"
              w={64}
              aria-label={`${path}の演算子`}
              data={operatorOptions}
              value={draft.operator}
              allowDeselect={false}
              onChange={(value) => value && onChange({ ...draft, operator: value as FormulaOperator })}
            />
            <Slot
              draft={draft.right}
              onChange={(right) => onChange({ ...draft, right })}
              metrics={metrics}
              path={`${path}の右`}
            />
            {nested ? (
              <Text size="sm" c="dimmed" aria-hidden>
                )
              </Text>
            ) : null}
          </Group>
        </Box>
      </Stack>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      {kindSelect}
      {draft.kind === 'metric' ? (
        <Select
          size="xs"
          w={160}
          aria-label={`${path}の指標`}
          placeholder="指標を選ぶ"
          searchable
          data={metrics.map((m) => ({ value: String(m.id), label: `${m.name}（${m.unit}）` }))}
          value={draft.metric_id === null ? null : String(draft.metric_id)}
          onChange={(value) => onChange({ kind: 'metric', metric_id: value ? Number(value) : null })}
          nothingFoundMessage="指標がありません"
        />
      ) : (
        <NumberField
          size="xs"
          w={120}
          aria-label={`${path}の定数`}
          placeholder="数値"
          value={draft.value}
          onChange={(value) => onChange({ kind: 'constant', value })}
        />
      )}
    </Group>
  );
}

/** The structured formula editor, with the formula read back as it stands. */
export function FormulaEditor({
  draft,
  onChange,
  metrics,
  error,
}: {
  draft: DraftNode;
  onChange: (next: DraftNode) => void;
  /** The metrics the formula may use (the project's, without the one being edited). */
  metrics: Metric[];
  error?: string | null;
}) {
  const nameOf = (id: number) => metrics.find((m) => m.id === id)?.name;
  return (
    <Stack gap={6} role="group" aria-label="計算式">
      <Slot draft={draft} onChange={onChange} metrics={metrics} path={ROOT} />
      <Text size="sm" data-testid="formula-preview">
        <Text span size="sm" c="dimmed">
          式：
        </Text>
        {draftText(draft, nameOf)}
      </Text>
      {error ? (
        <Text size="sm" c="red.8" role="alert" data-testid="formula-error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
