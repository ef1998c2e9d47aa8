import { analyticsMessages, ga4ErrorMessages, monthsBetween, todayInJapan, type AnalyticsMonth } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/api-helpers.js';
import {
  configuredProject,
  connectionTest,
  getSettings,
  postApi,
  saveSettings,
  settingsOf,
  useAnalyticsApp,
} from '../../../test/analytics-settings-helpers.js';
import { expectBadInput, expectError, newProject } from '../../../test/management-helpers.js';

const ctx = useAnalyticsApp();
const tables = ['analytics_settings', 'analytics_months'] as const;

function fetchMonths(projectId: number, from: string, to: string, token = ctx.tokens.member) {
  return postApi(ctx, 'gaapis/setGAAPIData', { project_id: projectId, from, to }, token);
}

describe('POST /api/v1/gaapis/setGAsetting (the connection test)', () => {
  it('signs in to GA4 with the stored key, answers 接続できました and stores when and how it went', async () => {
    const { projectId, key } = await configuredProject(ctx, { fields: { CV1: 'purchase' } });
    const before = ctx.fake.runReportCalls;
    const body = await connectionTest(ctx, projectId);
    expect(ctx.fake.runReportCalls).toBe(before + 1);
    expect(body).toMatchObject({
      ok: true,
      message: analyticsMessages.connectionOk,
      key: {
        is_set: true,
        client_email: key.client_email,
        check_ok: true,
        check_message: analyticsMessages.connectionOk,
      },
    });
    expect(Date.parse(body.key.checked_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('reports each refusal of GA4 with its Japanese reason (200, stored with the key)', async () => {
    const revoked = await configuredProject(ctx);
    ctx.fake.revoke(revoked.key.private_key_id);
    const notShared = await configuredProject(ctx, { granted: false });
    const wrongCv = await configuredProject(ctx, { fields: { CV3: 'no_such_event' } });
    const missing = await configuredProject(ctx);
    await saveSettings(ctx, { projectId: missing.projectId, propertyId: '111111111111' });
    const cases: [number, string][] = [
      [revoked.projectId, ga4ErrorMessages.unauthenticated],
      [notShared.projectId, ga4ErrorMessages.permissionDenied],
      [wrongCv.projectId, ga4ErrorMessages.invalidArgument],
      [missing.projectId, ga4ErrorMessages.notFound],
    ];
    for (const [projectId, message] of cases) {
      expect(await connectionTest(ctx, projectId)).toMatchObject({
        ok: false,
        message,
        key: { check_ok: false, check_message: message },
      });
      expect(settingsOf(await getSettings(ctx, projectId)).settings.key.check_message).toBe(message);
    }
    const quota = await configuredProject(ctx);
    ctx.fake.setQuotaExhausted(true);
    try {
      expect((await connectionTest(ctx, quota.projectId)).message).toBe(ga4ErrorMessages.quotaExceeded);
    } finally {
      ctx.fake.setQuotaExhausted(false);
    }
  });

  it('is 400 with the reason while the property id or the key is missing', async () => {
    const projectId = await newProject(ctx);
    expectError(
      await postApi(ctx, 'gaapis/setGAsetting', { project_id: projectId }),
      400,
      'bad_input',
      analyticsMessages.notConfigured,
    );
    const key = await ctx.fake.mintKey();
    await saveSettings(ctx, { projectId, secretsjson: JSON.stringify(key) });
    expectError(
      await postApi(ctx, 'gaapis/setGAsetting', { project_id: projectId }),
      400,
      'bad_input',
      analyticsMessages.notConfigured,
    );
    await saveSettings(ctx, { projectId, propertyId: '123', secretsjson: null });
    expectError(
      await postApi(ctx, 'gaapis/setGAsetting', { project_id: projectId }),
      400,
      'bad_input',
      analyticsMessages.notConfigured,
    );
    expectBadInput(await postApi(ctx, 'gaapis/setGAsetting', {}), 'project_id');
  });

  it('is for staff: the project’s client 403, another company’s client 404, no call to GA4', async () => {
    const { projectId } = await configuredProject(ctx);
    const before = ctx.fake.runReportCalls;
    expectError(
      await postApi(ctx, 'gaapis/setGAsetting', { project_id: projectId }, ctx.tokens.client),
      403,
      'forbidden',
    );
    expectError(
      await postApi(ctx, 'gaapis/setGAsetting', { project_id: projectId }, ctx.tokens.otherClient),
      404,
      'not_found',
    );
    expect(ctx.fake.runReportCalls).toBe(before);
  });
});

describe('POST /api/v1/gaapis/setGAAPIData (fetch months)', () => {
  const months = {
    '2026-01': {
      sessions: 1000,
      'keyEvents:purchase': 20,
      'keyEvents:contact': 5,
      transactions: 8,
      purchaseRevenue: 80000,
    },
    '2026-03': {
      sessions: 1500,
      'keyEvents:purchase': 33,
      'keyEvents:contact': 2,
      transactions: 11,
      purchaseRevenue: 99000,
    },
  };

  it('fetches the months in one report and stores them (source ga4, by whom), an empty month as 0', async () => {
    const { projectId } = await configuredProject(ctx, {
      months,
      fields: { CV1: 'purchase', CV2: 'contact', transaction: 1 },
    });
    const before = ctx.fake.runReportCalls;
    const response = await fetchMonths(projectId, '2026-01', '2026-03');
    expect(response.statusCode, response.body).toBe(200);
    expect(ctx.fake.runReportCalls).toBe(before + 1);
    const body = response.json<{ months: AnalyticsMonth[]; message: string }>();
    expect(body.message).toBe(analyticsMessages.fetched(3));
    expect(body.months.map(({ fetched_at: _at, ...month }) => month)).toEqual([
      {
        month: '2026-01',
        sessions: 1000,
        cv1: 20,
        cv2: 5,
        cv3: null,
        transactions: 8,
        revenue: 80000,
        source: 'ga4',
        fetched_by_name: 't-member さん',
      },
      {
        month: '2026-02',
        sessions: 0,
        cv1: 0,
        cv2: 0,
        cv3: null,
        transactions: 0,
        revenue: 0,
        source: 'ga4',
        fetched_by_name: 't-member さん',
      },
      {
        month: '2026-03',
        sessions: 1500,
        cv1: 33,
        cv2: 2,
        cv3: null,
        transactions: 11,
        revenue: 99000,
        source: 'ga4',
        fetched_by_name: 't-member さん',
      },
    ]);
  });

  it('replaces a month fetched before', async () => {
    const { projectId, propertyId, key } = await configuredProject(ctx, { months });
    await fetchMonths(projectId, '2026-01', '2026-01');
    ctx.fake.addProperty({
      property_id: propertyId,
      granted: [key.client_email],
      months: { '2026-01': { sessions: 1234 } },
    });
    const body = (await fetchMonths(projectId, '2026-01', '2026-01')).json<{ months: AnalyticsMonth[] }>();
    expect(body.months.map((m) => m.sessions)).toEqual([1234]);
  });

  it('is 502 with GA4’s reason in Japanese when GA4 refuses, and stores nothing', async () => {
    const { projectId, key } = await configuredProject(ctx, { months });
    const before = await snapshot(ctx.t.db, tables);
    ctx.fake.setQuotaExhausted(true);
    try {
      expectError(await fetchMonths(projectId, '2026-01', '2026-03'), 502, 'upstream', ga4ErrorMessages.quotaExceeded);
    } finally {
      ctx.fake.setQuotaExhausted(false);
    }
    ctx.fake.revoke(key.private_key_id);
    expectError(await fetchMonths(projectId, '2026-01', '2026-03'), 502, 'upstream', ga4ErrorMessages.unauthenticated);
    expect(await snapshot(ctx.t.db, tables)).toEqual(before);
  });

  it('refuses more than 36 months, an end before the start and a wrong month, naming the field', async () => {
    const { projectId } = await configuredProject(ctx, { months });
    const before = ctx.fake.runReportCalls;
    expectBadInput(await fetchMonths(projectId, '2023-01', '2026-01'), 'to');
    expectBadInput(await fetchMonths(projectId, '2026-03', '2026-01'), 'to');
    expectBadInput(await fetchMonths(projectId, '2026-13', '2026-12'), 'from');
    // A month not over yet (or a future one, which GA4 answers with no rows) would be stored as measured.
    const thisMonth = todayInJapan().slice(0, 7);
    const nextMonth = monthsBetween(thisMonth, `${Number(thisMonth.slice(0, 4)) + 1}-12`)[1] ?? '';
    expectBadInput(await fetchMonths(projectId, thisMonth, nextMonth), 'to');
    expect(ctx.fake.runReportCalls).toBe(before);
    expect((await fetchMonths(projectId, '2023-02', '2026-01')).statusCode).toBe(200);
  });

  it('is 400 while not configured, and for staff only', async () => {
    const projectId = await newProject(ctx);
    expectError(await fetchMonths(projectId, '2026-01', '2026-01'), 400, 'bad_input', analyticsMessages.notConfigured);
    const configured = await configuredProject(ctx, { months });
    expectError(await fetchMonths(configured.projectId, '2026-01', '2026-01', ctx.tokens.client), 403, 'forbidden');
    expectError(
      await fetchMonths(configured.projectId, '2026-01', '2026-01', ctx.tokens.otherClient),
      404,
      'not_found',
    );
  });
});
