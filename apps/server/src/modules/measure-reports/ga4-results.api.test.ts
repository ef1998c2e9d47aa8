import { ga4ErrorMessages, ga4SourceMessages, type FetchResultsResponse } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { snapshot, type ErrorResponse } from '../../../test/api-helpers.js';
import { configuredProject, useAnalyticsApp } from '../../../test/analytics-settings-helpers.js';
import type { FakeEventRow } from '../../../test/fake-ga4.js';
import { expectBadInput, expectError, newProject } from '../../../test/management-helpers.js';
import {
  allowClientEdit,
  countsSaveAccess,
  countsSaveStatuses,
  expectReportWriteAccess,
  postApi,
  readReport,
  reportIn,
  reportOf,
  type SaveAccessOptions,
} from '../../../test/measure-report-helpers.js';

const ctx = useAnalyticsApp();

/** A verification period that has ended, so the readout is shown to client users too. */
const ENDED = { start_date: '2026-01-05', end_date: '2026-02-01' };
const VARIANT = 'customEvent:exp_variant_string';

/**
 * Exposures and purchases of two variants: inside the period, and a day either side that must not
 * count; buyers bought a quarter more often than once, so key events outnumber converting users. A
 * third variant's purchases carry the value that its exposures mostly lack: more buyers than users.
 */
const ROWS: FakeEventRow[] = [
  ...[
    ['2026-01-05', 'exp1-0', 12_000],
    ['2026-02-01', 'exp1-0', 12_000],
    ['2026-01-20', 'exp1-1', 24_100],
    ['2026-01-04', 'exp1-1', 999],
    ['2026-02-02', 'exp1-0', 999],
    ['2026-01-15', 'exp1-9', 20],
  ].map(([date, variant, users]) => ({
    date: String(date),
    eventName: 'experience_impression',
    dimensions: { [VARIANT]: String(variant) },
    metrics: { totalUsers: Number(users) },
  })),
  ...[
    ['2026-01-10', 'exp1-0', 720],
    ['2026-01-11', 'exp1-1', 820],
    ['2026-02-03', 'exp1-1', 99],
    ['2026-01-16', 'exp1-9', 50],
  ].map(([date, variant, buyers]) => ({
    date: String(date),
    eventName: 'purchase',
    dimensions: { [VARIANT]: String(variant) },
    metrics: { totalUsers: Number(buyers), 'keyEvents:purchase': Math.round(Number(buyers) * 1.25) },
  })),
];

const SOURCE = {
  kind: 'experience_impression',
  event: 'purchase',
  values: [
    { pattern: 1, value: 'exp1-0' },
    { pattern: 2, value: 'exp1-1' },
  ],
};

/** A GA4-connected project with a report over ENDED whose source is set (unless told not to). */
async function connectedReport(options: { source?: boolean; fields?: Record<string, unknown> } = {}) {
  const project = await configuredProject(ctx, { rows: ROWS });
  const setup = await reportIn(ctx, project.projectId, { fields: { ...ENDED, ...options.fields } });
  if (options.source !== false) {
    reportOf(await postApi(ctx, 'measure_reports/update_ga4_source', { measure_id: setup.measure, ...SOURCE }));
  }
  return { ...setup, ...project };
}

/** The source with pattern 2 identified by `value` instead of exp1-1. */
async function secondPatternIs(measureId: number, value: string): Promise<void> {
  const values = [
    { pattern: 1, value: 'exp1-0' },
    { pattern: 2, value },
  ];
  reportOf(await postApi(ctx, 'measure_reports/update_ga4_source', { measure_id: measureId, ...SOURCE, values }));
}

const fetchResults = (measureId: number, dryRun?: 0 | 1, token = ctx.tokens.member) =>
  postApi(
    ctx,
    'measure_reports/fetch_results',
    { measure_id: measureId, ...(dryRun === undefined ? {} : { dry_run: dryRun }) },
    token,
  );

async function fetched(measureId: number, dryRun?: 0 | 1): Promise<FetchResultsResponse> {
  const response = await fetchResults(measureId, dryRun);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FetchResultsResponse>();
}

const countsOf = async (measureId: number) =>
  (await readReport(ctx, measureId)).td.map((p) => [p.pattern, p.users, p.conversions]);
const stored = () => snapshot(ctx.t.db, ['report_patterns', 'measure_reports']);

const EXPECTED_ROWS = [
  { pattern: 1, label: 'パターン1', value: 'exp1-0', users: 24_000, conversions: 720 },
  { pattern: 2, label: 'パターン2', value: 'exp1-1', users: 24_100, conversions: 820 },
];

describe('POST /api/v1/measure_reports/update_ga4_source', () => {
  it('stores the source with the report; every pattern answers its value', async () => {
    const setup = await connectedReport();
    expect((await readReport(ctx, setup.measure)).report?.ga4_source).toEqual({ ...SOURCE, dimension: '' });
    const custom = reportOf(
      await postApi(ctx, 'measure_reports/update_ga4_source', {
        measure_id: setup.measure,
        kind: 'custom_dimension',
        dimension: ' customUser:ab_variant ',
        event: 'contact',
        values: [{ pattern: 2, value: 'B' }],
      }),
    );
    expect(custom.report?.ga4_source).toEqual({
      kind: 'custom_dimension',
      dimension: 'customUser:ab_variant',
      event: 'contact',
      values: [
        { pattern: 1, value: '' },
        { pattern: 2, value: 'B' },
      ],
    });
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const setup = await connectedReport({ source: false });
    const before = await stored();
    const send = (body: Record<string, unknown>) =>
      postApi(ctx, 'measure_reports/update_ga4_source', { measure_id: setup.measure, ...SOURCE, ...body });
    expectBadInput(await send({ kind: 'ga' }), 'kind');
    expectBadInput(await send({ kind: 'custom_dimension', dimension: 'ab_variant' }), 'dimension');
    expectBadInput(await send({ event: '' }), 'event');
    expectBadInput(await send({ values: [{ pattern: 3, value: 'x' }] }), 'values.0.pattern');
    expectBadInput(
      await send({
        values: [
          { pattern: 1, value: 'a' },
          { pattern: 1, value: 'b' },
        ],
      }),
      'values.1.pattern',
    );
    expectBadInput(await send({ kind: 'page_path', values: [{ pattern: 1, value: 'lp' }] }), 'values.0.value');
    expectBadInput(await send({ measure_id: 'x' }), 'measure_id');
    expect(await stored()).toEqual(before);
  });

  it('may be changed by whoever may edit the report', async () => {
    await expectReportWriteAccess(ctx, (setup) => ({
      method: 'POST',
      url: '/api/v1/measure_reports/update_ga4_source',
      payload: { measure_id: setup.measure, ...SOURCE },
    }));
  });
});

describe('POST /api/v1/measure_reports/fetch_results', () => {
  it('previews the counts of the verification period (dry_run 1, also when left out) and saves nothing', async () => {
    const setup = await connectedReport();
    const before = await stored();
    expect(await fetched(setup.measure, 1)).toEqual({
      ...ENDED,
      rows: EXPECTED_ROWS,
      saved: false,
      message: ga4SourceMessages.preview(2),
      warnings: [],
    });
    expect((await fetched(setup.measure)).saved).toBe(false);
    expect(await stored()).toEqual(before);
  });

  it('saves with dry_run 0 as update_results would: the report then answers its statistics', async () => {
    const setup = await connectedReport();
    expect(await fetched(setup.measure, 0)).toMatchObject({ saved: true, message: ga4SourceMessages.imported(2) });
    expect(await countsOf(setup.measure)).toEqual([
      [1, 24_000, 720],
      [2, 24_100, 820],
    ]);
    expect((await readReport(ctx, setup.measure)).stats).toMatchObject({ control_pattern: 1, enough_data: true });
  });

  it('counts 0 for a pattern GA4 has no row for (a page path nobody visited)', async () => {
    const setup = await connectedReport();
    await secondPatternIs(setup.measure, 'exp9-9');
    expect((await fetched(setup.measure, 0)).rows.map((row) => [row.users, row.conversions])).toEqual([
      [24_000, 720],
      [0, 0],
    ]);
  });

  it('warns beside the preview when GA4 withheld rows of few users, and saves the counts as GA4 gave them', async () => {
    const project = await configuredProject(ctx, { rows: ROWS, thresholded: true });
    const setup = await reportIn(ctx, project.projectId, { fields: ENDED });
    reportOf(await postApi(ctx, 'measure_reports/update_ga4_source', { measure_id: setup.measure, ...SOURCE }));
    expect(await fetched(setup.measure)).toMatchObject({ warnings: [ga4SourceMessages.thresholded], saved: false });
    expect(await fetched(setup.measure, 0)).toMatchObject({ warnings: [ga4SourceMessages.thresholded], saved: true });
    const plain = await connectedReport();
    expect((await fetched(plain.measure)).warnings).toEqual([]);
  });

  it('warns that the counts are estimates when GA4 read a sample of the events (a 360 property)', async () => {
    const project = await configuredProject(ctx, { rows: ROWS, sampled: { read: 125_000, space: 1_000_000 } });
    const setup = await reportIn(ctx, project.projectId, { fields: ENDED });
    reportOf(await postApi(ctx, 'measure_reports/update_ga4_source', { measure_id: setup.measure, ...SOURCE }));
    const preview = await fetched(setup.measure);
    expect(preview.warnings).toEqual([ga4SourceMessages.sampled('12.5')]);
    expect(preview.warnings[0]).toContain('約12.5%');
  });

  it('is 502 naming the pattern when more people converted than were counted for it, and saves nothing', async () => {
    const setup = await connectedReport();
    await secondPatternIs(setup.measure, 'exp1-9');
    const before = await stored();
    for (const dryRun of [1, 0] as const) {
      expectError(
        await fetchResults(setup.measure, dryRun),
        502,
        'upstream',
        'パターン2のCV数（50人）が訪問数（20人）を上回りました。パターンを見分ける値がコンバージョンのイベントにも付いているか（ユーザースコープのカスタムディメンションなど）を確かめてください',
      );
    }
    expect(await stored()).toEqual(before);
  });

  it('is 502 with GA4’s reason in Japanese when GA4 refuses, and saves nothing', async () => {
    const setup = await connectedReport();
    const before = await stored();
    ctx.fake.setQuotaExhausted(true);
    try {
      expectError(await fetchResults(setup.measure, 0), 502, 'upstream', ga4ErrorMessages.quotaExceeded);
    } finally {
      ctx.fake.setQuotaExhausted(false);
    }
    ctx.fake.revoke(setup.key.private_key_id);
    expectError(await fetchResults(setup.measure, 0), 502, 'upstream', ga4ErrorMessages.unauthenticated);
    expect(await stored()).toEqual(before);

    const unregistered = await connectedReport();
    reportOf(
      await postApi(ctx, 'measure_reports/update_ga4_source', {
        measure_id: unregistered.measure,
        ...SOURCE,
        kind: 'custom_dimension',
        dimension: 'customEvent:not_registered',
      }),
    );
    expectError(await fetchResults(unregistered.measure, 0), 502, 'upstream', ga4ErrorMessages.invalidArgument);
    expect(await countsOf(unregistered.measure)).toEqual([
      [1, null, null],
      [2, null, null],
    ]);
  });

  it('is 400 with the reason while GA4, the source, the period or a pattern’s value is missing; GA4 is not asked', async () => {
    const calls = ctx.fake.runReportCalls;
    const unconnected = await reportIn(ctx, await newProject(ctx), { fields: ENDED });
    reportOf(await postApi(ctx, 'measure_reports/update_ga4_source', { measure_id: unconnected.measure, ...SOURCE }));
    expectError(await fetchResults(unconnected.measure), 400, 'bad_input', ga4SourceMessages.notConnected);

    const noSource = await connectedReport({ source: false });
    expectBadInput(await fetchResults(noSource.measure), 'kind');

    const noPeriod = await connectedReport({ fields: { start_date: '', end_date: '' } });
    const periodless = await fetchResults(noPeriod.measure);
    expectBadInput(periodless, 'start_date');
    expect(periodless.json<ErrorResponse>().error.message).toBe(ga4SourceMessages.noPeriod);

    const blank = await connectedReport();
    reportOf(
      await postApi(ctx, 'measure_reports/update_ga4_source', {
        measure_id: blank.measure,
        ...SOURCE,
        values: [{ pattern: 1, value: 'exp1-0' }],
      }),
    );
    const missing = await fetchResults(blank.measure);
    expectBadInput(missing, 'values.1.value');
    expect(missing.json<ErrorResponse>().error.message).toBe('パターン2のバリアント文字列を入力してください');

    expectBadInput(await fetchResults(blank.measure, 2 as 0), 'dry_run');
    expect(ctx.fake.runReportCalls).toBe(calls);
  });

  it('access as update_results: staff; the client only where client edits are allowed; hidden and foreign 404', async () => {
    const statusOf = async (token: string, options: SaveAccessOptions = {}) => {
      const setup = await connectedReport({ fields: options.hidden ? { is_show: 0 } : {} });
      if (options.clientCanEdit) await allowClientEdit(ctx, setup.projectId);
      const response = await fetchResults(setup.measure, 0, token);
      const saved = (await countsOf(setup.measure))[0]?.[1] === 24_000;
      expect(saved, `${response.statusCode} saved`).toBe(response.statusCode === 200);
      return response.statusCode;
    };
    expect(await countsSaveStatuses(ctx, statusOf)).toEqual(countsSaveAccess);
  });
});
