import { Alert, Button, Divider, Group, Loader, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { Metric, MetricMonthsResponse } from '@kaizen/domain';
import { errorMessageOf } from '../../../../lib/form-errors';
import { IconTemplate } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  useBindMetric,
  useCreateMetric,
  useMetricList,
  useMetricMonths,
  usePutMetricMonths,
  useSalesTemplate,
  useUpdateMetric,
} from '../../api/metrics';
import { currentMonth, formulaText, recentMonths, sourceKindLabels, analyticsFigureLabels } from '../../format';
import { useMetrics, type MetricsContextValue, type SetupTarget } from '../context';
import { MetricCsvImport } from './MetricCsvImport';
import { MetricForm } from './MetricForm';
import {
  checkMetricForm,
  emptyMetricForm,
  changedMonths,
  metricFormOf,
  monthValuesOf,
  serverErrors,
  type MetricFormErrors,
  type MetricFormState,
} from './metric-form';

type Mode = 'existing' | 'create' | 'edit';

/** How a metric is made, in a few words: 「計算式：セッション × CVR × 客単価」. */
function sourceText(metric: Metric, nameOf: (id: number) => string | undefined): string {
  const { source } = metric;
  if (source.kind === 'analytics')
    return `${sourceKindLabels.analytics}：${analyticsFigureLabels[source.figure].label}`;
  if (source.kind === 'manual') return sourceKindLabels.manual;
  return `${sourceKindLabels.formula}：${formulaText(source.formula, nameOf)}`;
}

/**
 * 「指標を設定」: bind the node to a metric of the project, create one (measured, typed or computed),
 * edit the bound one, or — on the KGI — use the sales template. A refusal of the server stays beside
 * the field it concerns, with everything typed kept.
 */
export function MetricSetupModal({ target, onClose }: { target: SetupTarget; onClose: () => void }) {
  const context = useMetrics();
  const list = useMetricList(context?.projectId ?? 0, context !== null);
  const boundId = context?.figuresOf(target.binding)?.metric_id;
  // The bound metric's typed months, so its month table starts from what is stored.
  const months = useMetricMonths(context?.projectId ?? 0, boundId);
  const error = list.error ?? months.error;
  const ready = context && list.data && (boundId === undefined || months.data);
  return (
    <Modal opened onClose={onClose} title={`${target.subject}の指標を設定`} size="xl">
      {ready ? (
        <SetupBody
          target={target}
          onClose={onClose}
          context={context}
          metrics={list.data.metrics}
          stored={months.data ?? { actuals: [], targets: [] }}
        />
      ) : error ? (
        <Alert color="red" variant="light">
          {errorMessageOf(error)}
        </Alert>
      ) : (
        <Loader size="sm" aria-label="読み込み中" />
      )}
    </Modal>
  );
}

/** The stored months as the form holds them. */
const storedValues = (stored: MetricMonthsResponse) => ({
  actuals: monthValuesOf(stored.actuals),
  targets: monthValuesOf(stored.targets),
});

/** The initial view: the bound metric ready to edit with its stored months, else an empty form. */
function initialForm(bound: Metric | undefined, stored: MetricMonthsResponse): MetricFormState {
  return bound ? metricFormOf(bound, storedValues(stored)) : emptyMetricForm();
}

function SetupBody({
  target,
  onClose,
  context,
  metrics,
  stored,
}: {
  target: SetupTarget;
  onClose: () => void;
  context: MetricsContextValue;
  metrics: Metric[];
  stored: MetricMonthsResponse;
}) {
  const { projectId } = context;
  const figures = context.figuresOf(target.binding);
  const bound = figures ? metrics.find((m) => m.id === figures.metric_id) : undefined;
  const nameOf = (id: number) => metrics.find((m) => m.id === id)?.name;
  const [mode, setMode] = useState<Mode>(() => (bound ? 'edit' : metrics.length > 0 ? 'existing' : 'create'));
  const [picked, setPicked] = useState<string | null>(null);
  const [form, setForm] = useState<MetricFormState>(() => initialForm(bound, stored));
  const [errors, setErrors] = useState<MetricFormErrors>({});
  const months = useMemo(() => [...recentMonths(context.month ?? currentMonth(), 12)].reverse(), [context.month]);

  const create = useCreateMetric(projectId);
  const update = useUpdateMetric(projectId);
  const putActuals = usePutMetricMonths(projectId, 'actuals');
  const putTargets = usePutMetricMonths(projectId, 'targets');
  const bind = useBindMetric(projectId);
  const template = useSalesTemplate(projectId);
  const busy =
    create.isPending ||
    update.isPending ||
    putActuals.isPending ||
    putTargets.isPending ||
    bind.isPending ||
    template.isPending;

  const choose = (next: Mode) => {
    setErrors({});
    // Editing starts from the stored metric, creating from an empty form; picking keeps either.
    if (next === 'edit') setForm(initialForm(bound, stored));
    if (next === 'create' && mode === 'edit') setForm(emptyMetricForm());
    setMode(next);
  };

  const bindTo = (metricId: number | null) =>
    bind.mutateAsync({
      node: target.binding.node,
      ...(target.binding.node === 'kpi' ? { kpi_id: target.binding.kpi_id } : {}),
      metric_id: metricId,
    });

  const save = async () => {
    const checked = checkMetricForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const { name, unit, direction, source } = checked;
      const saved =
        mode === 'edit' && bound
          ? await update.mutateAsync({ id: bound.id, name, unit, direction, source })
          : await create.mutateAsync({ name, unit, direction, source });
      // Against what is stored for the metric being edited; a new metric has nothing stored.
      const before = mode === 'edit' && bound ? storedValues(stored) : { actuals: {}, targets: {} };
      const actuals = source.kind === 'manual' ? changedMonths(before.actuals, form.actuals) : [];
      if (actuals.length > 0) await putActuals.mutateAsync({ id: saved.id, months: actuals });
      const targets = changedMonths(before.targets, form.targets);
      if (targets.length > 0) await putTargets.mutateAsync({ id: saved.id, months: targets });
      if (mode !== 'edit') await bindTo(saved.id);
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  const others = metrics.filter((m) => m.id !== bound?.id);
  const modeOptions = [
    ...(bound ? [{ value: 'edit', label: 'この指標を編集' }] : []),
    { value: 'existing', label: '既存の指標から選ぶ', disabled: others.length === 0 },
    { value: 'create', label: '新しく作る' },
  ];

  return (
    <Stack gap="md">
      {bound ? (
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" data-testid="bound-metric">
            <Text span size="sm" c="dimmed">
              設定中の指標：
            </Text>
            {bound.name}（{bound.unit}）、{sourceText(bound, nameOf)}
          </Text>
          <Button
            size="xs"
            variant="default"
            color="red"
            disabled={busy}
            onClick={() => bindTo(null).then(onClose, () => undefined)}
          >
            紐付けを外す
          </Button>
        </Group>
      ) : null}
      {target.binding.node === 'kgi' ? (
        <Alert variant="light" color="blue" icon={<IconTemplate size={18} />} title="売上テンプレート">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              セッション・CVR・客単価の指標を作り、KGIを「売上 = セッション × CVR × 客単価」にします。
            </Text>
            <Button size="xs" disabled={busy} onClick={() => template.mutateAsync().then(onClose, () => undefined)}>
              売上テンプレートを使う
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Divider />
      <SegmentedControl
        aria-label="設定のしかた"
        value={mode}
        onChange={(value) => choose(value as Mode)}
        data={modeOptions}
      />
      {mode === 'existing' ? (
        <Group align="flex-end">
          <Select
            label="プロジェクトの指標"
            placeholder="指標を選ぶ"
            searchable
            w={320}
            data={others.map((m) => ({ value: String(m.id), label: `${m.name}（${m.unit}）` }))}
            value={picked}
            onChange={setPicked}
          />
          <Button
            disabled={!picked || busy}
            onClick={() => picked && bindTo(Number(picked)).then(onClose, () => undefined)}
          >
            この指標を使う
          </Button>
        </Group>
      ) : (
        <>
          <MetricForm
            form={form}
            onChange={setForm}
            errors={errors}
            metrics={metrics.filter((m) => mode !== 'edit' || m.id !== bound?.id)}
            months={months}
          />
          {mode === 'edit' && bound?.source.kind === 'manual' && form.kind === 'manual' ? (
            <MetricCsvImport
              projectId={projectId}
              metricId={bound.id}
              metricName={bound.name}
              unit={bound.unit}
              onImported={(imported) =>
                setForm((current) => ({ ...current, actuals: { ...current.actuals, ...monthValuesOf(imported) } }))
              }
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              キャンセル
            </Button>
            <Button onClick={save} loading={busy}>
              {mode === 'edit' ? '保存する' : '作成して設定する'}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
