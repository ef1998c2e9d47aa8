import { EXPERIENCE_IMPRESSION_EVENT, type Ga4PatternRow } from '@kaizen/domain';
import { Ga4Error, numberOf, runReportRequest, type Ga4Call, type RunReportResponse } from './ga4-client.js';

/** What a report by pattern asks GA4 (decisions/0034). */
export interface PatternReportQuery {
  /** The dimension that tells the patterns apart (customEvent:exp_variant_string, pagePath, …). */
  dimension: string;
  /** The values identifying the patterns: only their rows are asked for. */
  values: string[];
  /** The conversion's key event: its users are the conversions. */
  event: string;
  /** Count users of the experience_impression event only (the A/B tool's exposure). */
  impressionsOnly: boolean;
  startDate: string;
  endDate: string;
}

const USERS = 'totalUsers';

const filterOf = (fieldName: string, filter: Record<string, unknown>) => ({ filter: { fieldName, ...filter } });

/** v1beta's FilterExpression: the patterns' values, and the one event counted when there is one. */
function dimensionFilterOf(query: PatternReportQuery, eventName: string | null) {
  const values = filterOf(query.dimension, { inListFilter: { values: query.values, caseSensitive: true } });
  if (eventName === null) return values;
  const event = filterOf('eventName', {
    stringFilter: { matchType: 'EXACT', value: eventName, caseSensitive: true },
  });
  return { andGroup: { expressions: [event, values] } };
}

function requestOf(query: PatternReportQuery, eventName: string | null, metrics: string[]) {
  return {
    dateRanges: [{ startDate: query.startDate, endDate: query.endDate }],
    dimensions: [{ name: query.dimension }],
    metrics: metrics.map((name) => ({ name })),
    dimensionFilter: dimensionFilterOf(query, eventName),
  };
}

/** Each row's dimension value and its users. */
function rowsOf(report: RunReportResponse): { value: string; users: number }[] {
  const index = (report.metricHeaders ?? []).findIndex((header) => header.name === USERS);
  if (index < 0) throw new Ga4Error('unexpected', `metric ${USERS} missing from the report`);
  return (report.rows ?? []).map((row) => {
    const value = row.dimensionValues?.[0]?.value;
    if (value === undefined) throw new Ga4Error('unexpected', 'a row without its dimension value');
    return { value, users: numberOf(row.metricValues?.[index]?.value, USERS) };
  });
}

/**
 * Users and converting users per value of the pattern dimension over the verification period, in
 * two reports of totalUsers: the users exposed (of the experience_impression event, or of any event
 * carrying the value), then the users of the key event carrying it. CV数 is thus people, not events —
 * someone who buys twice is one conversion, as the test of a rate assumes (keyEvents:<event> would
 * count both purchases). The value must reach the key event: a user-scoped custom dimension, the
 * parameter sent with the key event too, or a page path the conversion happens on (decisions/0034).
 * thresholded says GA4 withheld rows of few users from either report, so the counts may fall short;
 * sampledShare is the smallest share of the events GA4 read when it sampled either report (null: it
 * read them all), so the counts are estimates.
 */
export async function fetchPatternRows(
  call: Ga4Call,
  query: PatternReportQuery,
): Promise<{ rows: Ga4PatternRow[]; thresholded: boolean; sampledShare: number | null }> {
  let thresholded = false;
  let sampledShare: number | null = null;
  const run = async (eventName: string | null, metrics: string[]) => {
    const report = await runReportRequest(
      call.apiBase,
      call.key,
      call.property.property_id,
      requestOf(query, eventName, metrics),
    );
    thresholded ||= report.metadata?.subjectToThresholding === true;
    for (const sample of report.metadata?.samplingMetadatas ?? []) {
      const share = Number(sample.samplesReadCount) / Number(sample.samplingSpaceSize);
      if (Number.isFinite(share) && share < 1) sampledShare = Math.min(sampledShare ?? 1, share);
    }
    return rowsOf(report);
  };
  // The two reports are independent: asked side by side, the fetch waits for the slower, not both.
  const [exposed, converted] = await Promise.all([
    run(query.impressionsOnly ? EXPERIENCE_IMPRESSION_EVENT : null, [USERS]),
    // keyEvents:<event> is asked beside the users only for GA4 to refuse an event that is not one of
    // the property's key events, where a filter on its name alone would answer zero conversions.
    run(query.event, [USERS, `keyEvents:${query.event}`]),
  ]);
  return {
    rows: [
      ...exposed.map(({ value, users }) => ({ value, users, conversions: 0 })),
      ...converted.map(({ value, users }) => ({ value, users: 0, conversions: users })),
    ],
    thresholded,
    sampledShare,
  };
}
