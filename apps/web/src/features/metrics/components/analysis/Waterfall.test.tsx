// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { Metric } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../test/render';
import { Sensitivity } from './Sensitivity';
import { Waterfall } from './Waterfall';

const metric = (id: number, name: string, unit: Metric['unit'], direction: Metric['direction'] = 'higher'): Metric => ({
  id,
  project_id: 1,
  name,
  unit,
  direction,
  source: { kind: 'manual' },
  bindings: [],
  updated_at: '2026-01-01T00:00:00Z',
});
const sales = metric(9, '売上', '円');
const drivers: Record<number, Metric> = { 1: metric(1, 'セッション', '回'), 2: metric(2, 'CVR', '%') };

describe('Waterfall', () => {
  it('reads the change step by step, as a chart name and as a table', () => {
    renderWithTheme(
      <Waterfall
        contribution={{
          metric_id: 9,
          base: 2_000_000,
          current: 2_600_000,
          steps: [
            { metric_id: 1, amount: 700_000 },
            { metric_id: 2, amount: -100_000 },
          ],
        }}
        kgi={sales}
        periods={{ base: '2026年1月', current: '2026年2月' }}
        nameOf={(id) => drivers[id]?.name}
      />,
    );
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      '売上の変化の内訳（2026年1月 → 2026年2月）：2026年1月 2,000,000円、セッション +700,000円、CVR −100,000円、2026年2月 2,600,000円',
    );
    const table = screen.getByRole('table', { name: '売上の変化の内訳（2026年1月 → 2026年2月）の表' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '項目値・寄与',
      '2026年1月2,000,000円',
      'セッション+700,000円',
      'CVR−100,000円',
      '2026年2月2,600,000円',
    ]);
  });
});

describe('Sensitivity', () => {
  it('ranks the drivers by what 10 % improvement adds to the KGI in its good direction', () => {
    renderWithTheme(
      <Sensitivity
        rows={[
          { metric_id: 1, value: 10_000, improved: 11_000, kgi_change: 100_000 },
          { metric_id: 2, value: 2.5, improved: 2.75, kgi_change: 250_000 },
        ]}
        kgi={sales}
        metric={(id) => drivers[id]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: '各指標を10%改善するとKGIは' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['1CVR2.50%2.75%+250,000円', '2セッション10,000回11,000回+100,000円']);
  });
});
