import { EXPERIENCE_IMPRESSION_EVENT, type Ga4PatternRow } from '@kaizen/domain';
import { Ga4Error, numberOf, runReportRequest, type Ga4Call, type RunReportResponse } from './ga4-client.js';

/** What a report by pattern asks GA4 (decisions/0034). */
export interface PatternReportQuery {
  /** The dimension that tells the patterns apart (customEvent:exp_variant_string, pagePath, …). */
  dimension: string;
  /** The values identifying the patterns: only their rows are asked for. */
  values: string[];
  /** The conversion's key event (keyEvents:<event>). */
  event: string;
  /** Count users of the experience_impression event only (the A/B tool's exposure). */
  impressionsOnly: boolean;
  startDate: string;
  endDate: string;
}

const USERS = 'totalUsers';

const filterOf = (fieldName: string, filter: Record<string, unknown>) => ({ filter: { fieldName, ...filter } });

/** v1beta's FilterExpression: the patterns' values, and the exposure event when asked. */
function dimensionFilterOf(query: PatternReportQuery, impressions: boolean) {
  const values = filterOf(query.dimension, { inListFilter: { values: query.values, caseSensitive: true } });
  if (!impressions) return values;
  const event = filterOf('eventName', {
    stringFilter: { matchType: 'EXACT', value: EXPERIENCE_IMPRESSION_EVENT, caseSensitive: true },
  });
  return { andGroup: { expressions: [event, values] } };
}

function requestOf(query: PatternReportQuery, metrics: string[], impressions: boolean) {
  return {
    dateRanges: [{ startDate: query.startDate, endDate: query.endDate }],
    dimensions: [{ name: query.dimension }],
    metrics: metrics.map((name) => ({ name })),
    dimensionFilter: dimensionFilterOf(query, impressions),
  };
}

/** Each row's dimension value and the named metrics, in the order asked. */
function rowsOf(report: RunReportResponse, metrics: string[]): { value: string; figures: number[] }[] {
  const headers = (report.metricHeaders ?? []).map((header) => header.name);
  const indexes = metrics.map((metric) => {
    const index = headers.indexOf(metric);
    if (index < 0) throw new Ga4Error('unexpected', `metric ${metric} missing from the report`);
    return index;
  });
  return (report.rows ?? []).map((row) => {
    const value = row.dimensionValues?.[0]?.value;
    if (value === undefined) throw new Ga4Error('unexpected', 'a row without its dimension value');
    return {
      value,
      figures: indexes.map((index, i) => numberOf(row.metricValues?.[index]?.value, metrics[i] ?? '')),
    };
  });
}

/**
 * Users and conversions per value of the pattern dimension over the verification period. With an
 * event-scoped exposure (experience_impression) an eventName filter would also filter the key event
 * away, so users come from one report (exposure only) and conversions from a second (any event).
 */
export async function fetchPatternRows(call: Ga4Call, query: PatternReportQuery): Promise<Ga4PatternRow[]> {
  const conversion = `keyEvents:${query.event}`;
  const run = (metrics: string[], impressions: boolean) =>
    runReportRequest(call.apiBase, call.key, call.property.property_id, requestOf(query, metrics, impressions));
  if (!query.impressionsOnly) {
    const rows = rowsOf(await run([USERS, conversion], false), [USERS, conversion]);
    return rows.map(({ value, figures: [users = 0, conversions = 0] }) => ({ value, users, conversions }));
  }
  const users = rowsOf(await run([USERS], true), [USERS]);
  const conversions = rowsOf(await run([conversion], false), [conversion]);
  return [
    ...users.map(({ value, figures: [count = 0] }) => ({ value, users: count, conversions: 0 })),
    ...conversions.map(({ value, figures: [count = 0] }) => ({ value, users: 0, conversions: count })),
  ];
}
