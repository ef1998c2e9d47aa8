import type { MetricBinding, MetricComparison } from '@kaizen/domain';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useMetricTree } from '../api/metrics';
import { MetricsContext, sameBinding, type MetricsContextValue, type SetupTarget } from './context';
import { MetricSetupModal } from './setup/MetricSetupModal';

/**
 * The tree's figures for one period, shared by the KGI, every KPI row and the analysis: one request
 * per period for the whole page, and the one 「指標を設定」 dialog.
 */
export function MetricsProvider({
  projectId,
  showFigures,
  children,
}: {
  projectId: number;
  showFigures: boolean;
  children: ReactNode;
}) {
  const [chosenMonth, setMonth] = useState<string | undefined>(undefined);
  const [comparison, setComparison] = useState<MetricComparison>('previous_month');
  const [setup, setSetup] = useState<SetupTarget | null>(null);
  const tree = useMetricTree(projectId, chosenMonth, comparison);
  const data = tree.data;
  const metric = useCallback((id: number) => data?.metrics.find((m) => m.id === id), [data]);
  const figuresOf = useCallback(
    (binding: MetricBinding) => data?.nodes.find((node) => sameBinding(node.binding, binding)),
    [data],
  );
  const value = useMemo<MetricsContextValue>(
    () => ({
      projectId,
      showFigures,
      month: chosenMonth ?? data?.month,
      setMonth,
      comparison,
      setComparison,
      data,
      canEdit: data?.can_edit ?? false,
      metric,
      figuresOf,
      openSetup: setSetup,
    }),
    [projectId, showFigures, chosenMonth, comparison, data, metric, figuresOf],
  );
  return (
    <MetricsContext.Provider value={value}>
      {children}
      {setup ? <MetricSetupModal target={setup} onClose={() => setSetup(null)} /> : null}
    </MetricsContext.Provider>
  );
}
