import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeGa4, type FakeEventRow, type ServiceAccountKeyJson } from '../../../test/fake-ga4.js';
import { Ga4Error, type Ga4Call } from './ga4-client.js';
import { fetchPatternRows, type PatternReportQuery } from './ga4-pattern-report.js';

/** The report by pattern (decisions/0034) against the fake GA4: the request GA4 receives, and the rows read. */
let fake: FakeGa4;
let key: ServiceAccountKeyJson;
let sequence = 0;

beforeAll(async () => {
  fake = await FakeGa4.start();
  key = await fake.mintKey();
});
afterAll(() => fake.close());

const VARIANT = 'customEvent:exp_variant_string';
const impression = (date: string, variant: string, users: number): FakeEventRow => ({
  date,
  eventName: 'experience_impression',
  dimensions: { [VARIANT]: variant },
  metrics: { totalUsers: users },
});
/** `buyers` people bought, some twice: GA4 counts more key events than users. */
const purchase = (date: string, variant: string, buyers: number): FakeEventRow => ({
  date,
  eventName: 'purchase',
  dimensions: { [VARIANT]: variant },
  metrics: { totalUsers: buyers, 'keyEvents:purchase': Math.round(buyers * 1.3) },
});

function propertyCall(rows: FakeEventRow[], thresholded = false): Ga4Call {
  sequence += 1;
  const propertyId = String(310_000_000 + sequence);
  fake.addProperty({ property_id: propertyId, granted: [key.client_email], months: {}, rows, thresholded });
  return {
    apiBase: fake.url,
    key,
    property: { property_id: propertyId, session_id: '', cv1_id: '', cv2_id: '', cv3_id: '', is_transaction: 0 },
  };
}

const query: PatternReportQuery = {
  dimension: VARIANT,
  values: ['exp1-0', 'exp1-1'],
  event: 'purchase',
  impressionsOnly: true,
  startDate: '2026-01-05',
  endDate: '2026-02-01',
};

describe('fetchPatternRows', () => {
  it("asks for the exposed users and the key event's users by variant over the days of the period", async () => {
    const call = propertyCall([
      impression('2026-01-05', 'exp1-0', 1000),
      impression('2026-02-01', 'exp1-0', 500),
      impression('2026-01-10', 'exp1-1', 1400),
      impression('2026-02-02', 'exp1-1', 9999),
      impression('2026-01-10', 'exp2-0', 7777),
      purchase('2026-01-20', 'exp1-0', 40),
      purchase('2026-01-21', 'exp1-1', 55),
      purchase('2026-01-04', 'exp1-1', 99),
    ]);
    const before = fake.runReportBodies.length;
    const { rows, thresholded } = await fetchPatternRows(call, query);
    expect(rows).toEqual([
      { value: 'exp1-0', users: 1500, conversions: 0 },
      { value: 'exp1-1', users: 1400, conversions: 0 },
      { value: 'exp1-1', users: 0, conversions: 55 },
      { value: 'exp1-0', users: 0, conversions: 40 },
    ]);
    expect(thresholded).toBe(false);
    const variants = {
      filter: { fieldName: VARIANT, inListFilter: { values: ['exp1-0', 'exp1-1'], caseSensitive: true } },
    };
    const dateRanges = [{ startDate: '2026-01-05', endDate: '2026-02-01' }];
    expect(fake.runReportBodies.slice(before)).toEqual([
      {
        dateRanges,
        dimensions: [{ name: VARIANT }],
        metrics: [{ name: 'totalUsers' }],
        dimensionFilter: {
          andGroup: {
            expressions: [
              {
                filter: {
                  fieldName: 'eventName',
                  stringFilter: { matchType: 'EXACT', value: 'experience_impression', caseSensitive: true },
                },
              },
              variants,
            ],
          },
        },
      },
      {
        dateRanges,
        dimensions: [{ name: VARIANT }],
        metrics: [{ name: 'totalUsers' }, { name: 'keyEvents:purchase' }],
        dimensionFilter: {
          andGroup: {
            expressions: [
              {
                filter: {
                  fieldName: 'eventName',
                  stringFilter: { matchType: 'EXACT', value: 'purchase', caseSensitive: true },
                },
              },
              variants,
            ],
          },
        },
      },
    ]);
  });

  it('counts, for a page path per pattern, the users who viewed it and those whose key event happened on it', async () => {
    const page = (path: string, eventName: string, users: number): FakeEventRow => ({
      date: '2026-01-12',
      eventName,
      dimensions: { pagePath: path },
      metrics: { totalUsers: users, 'keyEvents:purchase': eventName === 'purchase' ? users * 2 : 0 },
    });
    const call = propertyCall([
      page('/lp/a', 'page_view', 900),
      page('/lp/b', 'page_view', 910),
      page('/other', 'page_view', 5000),
      page('/lp/a', 'purchase', 27),
      page('/lp/b', 'purchase', 41),
    ]);
    const before = fake.runReportBodies.length;
    const { rows, thresholded } = await fetchPatternRows(call, {
      ...query,
      dimension: 'pagePath',
      values: ['/lp/a', '/lp/b', '/lp/c'],
      impressionsOnly: false,
    });
    expect(rows).toEqual([
      { value: '/lp/b', users: 951, conversions: 0 },
      { value: '/lp/a', users: 927, conversions: 0 },
      { value: '/lp/b', users: 0, conversions: 41 },
      { value: '/lp/a', users: 0, conversions: 27 },
    ]);
    expect(thresholded).toBe(false);
    const paths = {
      filter: { fieldName: 'pagePath', inListFilter: { values: ['/lp/a', '/lp/b', '/lp/c'], caseSensitive: true } },
    };
    const [exposed, converted] = fake.runReportBodies.slice(before);
    expect(exposed).toMatchObject({ metrics: [{ name: 'totalUsers' }], dimensionFilter: paths });
    expect(converted).toMatchObject({
      metrics: [{ name: 'totalUsers' }, { name: 'keyEvents:purchase' }],
      dimensionFilter: { andGroup: { expressions: [{ filter: { fieldName: 'eventName' } }, paths] } },
    });
  });

  it('says when GA4 withheld rows of few users (subjectToThresholding)', async () => {
    const call = propertyCall([impression('2026-01-10', 'exp1-0', 10), purchase('2026-01-11', 'exp1-0', 2)], true);
    const { rows, thresholded } = await fetchPatternRows(call, query);
    expect(thresholded).toBe(true);
    expect(rows).toContainEqual({ value: 'exp1-0', users: 10, conversions: 0 });
  });

  it('is refused by GA4 (invalidArgument) for a custom dimension the property does not have, or an unknown event', async () => {
    const call = propertyCall([impression('2026-01-10', 'exp1-0', 10)]);
    const errorOf = (q: PatternReportQuery) =>
      fetchPatternRows(call, q).then(
        () => undefined,
        (e: unknown) => e,
      );
    const noDimension = await errorOf({ ...query, dimension: 'customEvent:ab_variant', impressionsOnly: false });
    expect(noDimension).toBeInstanceOf(Ga4Error);
    expect((noDimension as Ga4Error).kind).toBe('invalidArgument');
    const noEvent = await errorOf({ ...query, event: 'no_such_event' });
    expect((noEvent as Ga4Error).kind).toBe('invalidArgument');
  });
});
