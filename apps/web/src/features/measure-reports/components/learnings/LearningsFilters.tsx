import { Select, SimpleGrid } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { verdictLabels, verdicts, type Company } from '@kaizen/domain';
import type { LearningsConditions } from './learnings-params';

const verdictOptions = verdicts.map((v) => ({ value: v, label: verdictLabels[v] }));

function MonthCondition({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (month: string) => void;
}) {
  return (
    <MonthPickerInput
      label={label}
      valueFormat="YYYY年M月"
      clearable
      value={value ? `${value}-01` : null}
      onChange={(picked) => onChange(picked ? picked.slice(0, 7) : '')}
    />
  );
}

/**
 * The conditions; each change applies at once. The client company is a staff condition: a client
 * user reads only its own company's measures whatever is asked.
 */
export function LearningsFilters({
  conditions,
  companies,
  onChange,
}: {
  conditions: LearningsConditions;
  /** The client companies to choose from; null where the company is not a condition. */
  companies: Company[] | null;
  onChange: (next: LearningsConditions) => void;
}) {
  const set = (key: keyof LearningsConditions) => (value: string | null) =>
    onChange({ ...conditions, [key]: value ?? '' });
  return (
    <SimpleGrid component="form" aria-label="絞り込み条件" cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      <MonthCondition label="検証終了月（から）" value={conditions.from} onChange={set('from')} />
      <MonthCondition label="検証終了月（まで）" value={conditions.to} onChange={set('to')} />
      {companies ? (
        <Select
          label="クライアント"
          placeholder="すべて"
          clearable
          searchable
          data={companies.filter((c) => !c.is_operator).map((c) => ({ value: String(c.id), label: c.company_name }))}
          value={conditions.company_id || null}
          onChange={set('company_id')}
        />
      ) : null}
      <Select
        label="判定"
        placeholder="すべて"
        clearable
        data={verdictOptions}
        value={conditions.verdict || null}
        onChange={set('verdict')}
      />
    </SimpleGrid>
  );
}
