// What other features may use of metrics; everything else in this folder is its own.
export { MetricsProvider } from './components/MetricsProvider';
export { NodeMetricFigures } from './components/figures/NodeFigures';
export { KgiAnalysisSection } from './components/analysis/KgiAnalysisSection';
export { KgiMetricSummary } from './components/summary/KgiMetricSummary';
export { metricKeys } from './api/keys';
