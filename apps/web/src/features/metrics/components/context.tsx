import type { Metric, MetricBinding, MetricComparison, MetricNodeFigures, MetricTreeResponse } from '@kaizen/domain';
import { createContext, useContext } from 'react';

/** The node a 「指標を設定」 dialog is for, and how the screen names it. */
export interface SetupTarget {
  binding: MetricBinding;
  /** 「KGI「売上を伸ばす」」, 「KPI「CVR」」: the dialog's and the buttons' subject. */
  subject: string;
}

/** What the management page's parts share: the chosen period, its figures and the setting dialog. */
export interface MetricsContextValue {
  projectId: number;
  /** The 表示項目 switch: the figures beside the titles. */
  showFigures: boolean;
  /** The month shown: the chosen one, or the latest the server picked. */
  month: string | undefined;
  setMonth: (month: string) => void;
  comparison: MetricComparison;
  setComparison: (comparison: MetricComparison) => void;
  data: MetricTreeResponse | undefined;
  canEdit: boolean;
  metric: (metricId: number) => Metric | undefined;
  figuresOf: (binding: MetricBinding) => MetricNodeFigures | undefined;
  openSetup: (target: SetupTarget) => void;
}

export const MetricsContext = createContext<MetricsContextValue | null>(null);

/** null outside a MetricsProvider: the parts then show nothing. */
export const useMetrics = () => useContext(MetricsContext);

export const sameBinding = (a: MetricBinding, b: MetricBinding) =>
  a.node === b.node && (a.node === 'kgi' || (b.node === 'kpi' && a.kpi_id === b.kpi_id));
