import '@mantine/charts/styles.layer.css';
import { CompositeChart, LineChart, type CompositeChartSeries } from '@mantine/charts';
import { List, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatShownFigure, type FigureKind, type MonthlySeriesRow } from '@kaizen/domain';
import type { ReactNode } from 'react';
import { chartPoints, figureText, formatMonth, hasAny, markText } from './figures-format';
import classes from './Figures.module.css';

/** A class per series, so a line can be found on the page (and in tests) by what it draws. */
const seriesClass: Record<string, string> = {
  セッション数: 'figures-series-sessions',
  CV: 'figures-series-cv',
  目標CV: 'figures-series-target-cv',
  CVR: 'figures-series-cvr',
  成約数: 'figures-series-contracts',
  目標成約数: 'figures-series-target-contracts',
  売上: 'figures-series-sales',
  目標売上: 'figures-series-target-sales',
};

// Straight lines between months (curveType linear): a smoothed curve would show values between
// them that were never measured. Charts are drawn at once: an animation would still be running when
// the page is printed.
const still = (series: CompositeChartSeries) => ({ isAnimationActive: false, className: seriesClass[series.name] });

/** Axis ticks in 万 and 億 so they fit: 1,200,000 → 120万. */
function compact(value: number): string {
  if (Math.abs(value) >= 100_000_000) return `${figureText(value / 100_000_000)}億`;
  if (Math.abs(value) >= 10_000) return `${figureText(value / 10_000)}万`;
  return figureText(value);
}

/** A tooltip's value: counts and yen whole, as the table shows them. */
const countText = (value: number) => formatShownFigure(value, 'count');

function ChartFigure({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure className={classes.chart} aria-label={caption}>
      <Text component="figcaption" size="sm" fw={700} mb={4}>
        {caption}
      </Text>
      {children}
    </figure>
  );
}

/** A bar of the measured figure against a dashed line of its target, on one axis. */
function AgainstTarget({
  rows,
  caption,
  measured,
  target,
  kind,
}: {
  rows: MonthlySeriesRow[];
  caption: string;
  measured: string;
  target: string;
  kind: FigureKind;
}) {
  return (
    <ChartFigure caption={caption}>
      <CompositeChart
        h={200}
        data={chartPoints(rows)}
        dataKey="month"
        withLegend
        series={[
          { name: measured, type: 'bar', color: 'indigo.4' },
          { name: target, type: 'line', color: 'orange.6', strokeDasharray: '5 5' },
        ]}
        valueFormatter={(value) => formatShownFigure(value, kind)}
        yAxisProps={{ width: 64, tickFormatter: compact }}
        barProps={still}
        lineProps={still}
        maxBarWidth={28}
        curveType="linear"
        tooltipAnimationDuration={0}
      />
    </ChartFigure>
  );
}

/**
 * The monthly graph: sessions as bars (left axis) with CV and 目標CV as lines (right axis), the months in
 * which a measure's verification ended marked with a line; CVR below; contracts and sales against
 * their targets when the project has them. The rows come from the domain's monthlySeries.
 */
export function FiguresCharts({ rows }: { rows: MonthlySeriesRow[] }) {
  const data = chartPoints(rows);
  const marks = rows.flatMap((row) => row.marks);
  const referenceLines = marks.map((mark) => ({
    x: formatMonth(mark.month),
    color: 'grape.6',
    strokeDasharray: '3 3',
    label: mark.measure.length > 12 ? `${mark.measure.slice(0, 12)}…` : mark.measure,
    labelPosition: 'insideTopLeft' as const,
  }));
  const withContracts = hasAny(rows, ['contracts', 'target_contracts']);
  const withSales = hasAny(rows, ['sales', 'target_sales']);
  return (
    <Stack gap="md" data-testid="figures-charts">
      <ChartFigure caption="セッション数・CV・目標CV">
        <CompositeChart
          h={300}
          data={data}
          dataKey="month"
          withLegend
          withRightYAxis
          yAxisLabel="セッション数"
          rightYAxisLabel="CV"
          series={[
            { name: 'セッション数', type: 'bar', color: 'blue.3' },
            { name: 'CV', type: 'line', color: 'teal.7', yAxisId: 'right' },
            { name: '目標CV', type: 'line', color: 'orange.6', yAxisId: 'right', strokeDasharray: '5 5' },
          ]}
          referenceLines={referenceLines}
          valueFormatter={countText}
          yAxisProps={{ width: 64, tickFormatter: compact }}
          rightYAxisProps={{ width: 48 }}
          barProps={still}
          lineProps={still}
          maxBarWidth={32}
          curveType="linear"
          tooltipAnimationDuration={0}
        />
      </ChartFigure>
      {marks.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            検証を終えた施策
          </Text>
          <List size="sm" spacing={2} aria-label="検証を終えた施策">
            {marks.map((mark) => (
              <List.Item key={`${mark.month}-${mark.measure_id}`}>{markText(mark)}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      <ChartFigure caption="CVR（%）">
        <LineChart
          h={160}
          data={data}
          dataKey="month"
          series={[{ name: 'CVR', color: 'teal.7' }]}
          valueFormatter={(value) => `${value.toFixed(2)}%`}
          yAxisProps={{ width: 64, domain: [0, 'auto'] }}
          curveType="linear"
          lineProps={{ isAnimationActive: false, className: seriesClass.CVR }}
          tooltipAnimationDuration={0}
        />
      </ChartFigure>
      {withContracts || withSales ? (
        <SimpleGrid cols={{ base: 1, md: withContracts && withSales ? 2 : 1 }} spacing="md" className={classes.pair}>
          {withContracts ? (
            <AgainstTarget
              rows={rows}
              caption="成約数と目標成約数"
              measured="成約数"
              target="目標成約数"
              kind="count"
            />
          ) : null}
          {withSales ? (
            <AgainstTarget rows={rows} caption="売上と目標売上（円）" measured="売上" target="目標売上" kind="yen" />
          ) : null}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
