// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { Metric, MetricNodeFigures } from '@kaizen/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render';
import { MetricsContext, type MetricsContextValue } from '../context';
import { NodeMetricFigures } from './NodeFigures';

const cvr: Metric = {
  id: 2,
  project_id: 1,
  name: 'CVR',
  unit: '%',
  direction: 'higher',
  source: { kind: 'formula', formula: { kind: 'constant', value: 1 } },
  bindings: [{ node: 'kpi', kpi_id: 7 }],
  updated_at: '2026-01-01T00:00:00Z',
};
const figures: MetricNodeFigures = {
  binding: { node: 'kpi', kpi_id: 7 },
  metric_id: 2,
  actual: null,
  actual_gap: { kind: 'zero_divisor', metric_id: null },
  actual_derived: true,
  target: 3,
  target_source: 'metric',
  achievement: null,
  achievement_level: null,
  base: null,
  current: null,
  sparkline: [
    { month: '2026-01', value: 2.5, gap: null },
    { month: '2026-02', value: null, gap: { kind: 'no_data' } },
  ],
};

function renderWith(patch: Partial<MetricsContextValue>) {
  const value: MetricsContextValue = {
    projectId: 1,
    showFigures: true,
    month: '2026-02',
    setMonth: vi.fn(),
    comparison: 'previous_month',
    setComparison: vi.fn(),
    data: undefined,
    canEdit: true,
    metric: (id) => (id === 2 ? cvr : undefined),
    figuresOf: () => figures,
    openSetup: vi.fn(),
    ...patch,
  };
  renderWithTheme(
    <MetricsContext.Provider value={value}>
      <NodeMetricFigures binding={{ node: 'kpi', kpi_id: 7 }} subject="KPI「CVR改善」" />
    </MetricsContext.Provider>,
  );
  return value;
}

describe('NodeMetricFigures', () => {
  it('says why a month has no value, marks 算出, names the trend month by month and opens the setting', () => {
    const value = renderWith({});
    expect(screen.getByTestId('metric-gap').textContent).toBe('0で割るため算出できません');
    expect(screen.getByText('算出')).toBeTruthy();
    expect(screen.getByText('3.00%')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'CVRの12か月の推移：2026年1月 2.50%、2026年2月 データなし',
    );
    screen.getByRole('button', { name: 'KPI「CVR改善」の指標を設定' }).click();
    expect(value.openSetup).toHaveBeenCalledWith({ binding: { node: 'kpi', kpi_id: 7 }, subject: 'KPI「CVR改善」' });
  });

  it('offers no setting to a reader who may not edit', () => {
    renderWith({ canEdit: false });
    expect(screen.getByTestId('metric-figures')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing while 表示項目 hides the figures', () => {
    renderWith({ showFigures: false });
    expect(screen.queryByTestId('metric-figures')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
