import { Group, Radio, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  ANALYTICS_FIGURES,
  METRIC_SOURCE_KINDS,
  type AnalyticsFigure,
  type Metric,
  type MetricSourceKind,
  type MetricUnit,
} from '@kaizen/domain';
import { analyticsFigureLabels, directionLabels, sourceKindLabels, unitOptions } from '../../format';
import { FormulaEditor } from './FormulaEditor';
import type { MetricFormErrors, MetricFormState } from './metric-form';
import { MonthValuesTable } from './MonthValuesTable';

/** A metric's name, unit, direction and source; typed months for a manual one, and its own targets. */
export function MetricForm({
  form,
  onChange,
  errors,
  metrics,
  months,
}: {
  form: MetricFormState;
  onChange: (next: MetricFormState) => void;
  errors: MetricFormErrors;
  /** What a formula may use. */
  metrics: Metric[];
  /** The months of the table, oldest first. */
  months: string[];
}) {
  const set = (patch: Partial<MetricFormState>) => onChange({ ...form, ...patch });
  const pickFigure = (figure: AnalyticsFigure) => {
    const { label, unit } = analyticsFigureLabels[figure];
    // The figure's own name and unit, unless the person has typed a name already.
    set({ figure, unit, name: form.name.trim() ? form.name : label });
  };
  return (
    <Stack gap="sm">
      <TextInput
        label="指標名"
        required
        value={form.name}
        maxLength={60}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={errors.name}
      />
      <Group gap="md" align="flex-start">
        <Select
          label="単位"
          required
          w={120}
          data={unitOptions}
          value={form.unit}
          allowDeselect={false}
          onChange={(value) => value && set({ unit: value as MetricUnit })}
          error={errors.unit}
        />
        <Radio.Group
          label="良い方向"
          value={form.direction}
          onChange={(value) => set({ direction: value === 'lower' ? 'lower' : 'higher' })}
          error={errors.direction}
        >
          <Group gap="md" mt={8}>
            <Radio value="higher" label={directionLabels.higher} />
            <Radio value="lower" label={directionLabels.lower} />
          </Group>
        </Radio.Group>
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="metric-kind-label">
          値の出し方
        </Text>
        <SegmentedControl
          aria-labelledby="metric-kind-label"
          value={form.kind}
          onChange={(value) => set({ kind: value as MetricSourceKind })}
          data={METRIC_SOURCE_KINDS.map((kind) => ({ value: kind, label: sourceKindLabels[kind] }))}
        />
      </Stack>
      {form.kind === 'analytics' ? (
        <Select
          label="計測値"
          placeholder="アナリティクスの数値を選ぶ"
          data={ANALYTICS_FIGURES.map((figure) => ({ value: figure, label: analyticsFigureLabels[figure].label }))}
          value={form.figure}
          allowDeselect={false}
          onChange={(value) => value && pickFigure(value as AnalyticsFigure)}
          error={errors.source}
        />
      ) : null}
      {form.kind === 'formula' ? (
        <FormulaEditor
          draft={form.formula}
          onChange={(formula) => set({ formula })}
          metrics={metrics}
          error={errors.source}
        />
      ) : null}
      {form.kind === 'manual' && errors.source ? (
        <Text size="sm" c="red.8" role="alert">
          {errors.source}
        </Text>
      ) : null}
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {form.kind === 'manual' ? '月ごとの実績と目標' : '月ごとの目標（クライアント目標がない指標のみ）'}
        </Text>
        <MonthValuesTable
          months={months}
          unit={form.unit}
          actuals={form.kind === 'manual' ? form.actuals : null}
          targets={form.targets}
          onActual={(month, value) => set({ actuals: { ...form.actuals, [month]: value } })}
          onTarget={(month, value) => set({ targets: { ...form.targets, [month]: value } })}
        />
        {errors.months ? (
          <Text size="sm" c="red.8" role="alert">
            {errors.months}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
