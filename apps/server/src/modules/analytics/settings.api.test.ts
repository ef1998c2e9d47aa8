import { analyticsMessages } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/api-helpers.js';
import {
  configuredProject,
  getSettings,
  postApi,
  saveSettings,
  settingsOf,
  useAnalyticsApp,
} from '../../../test/analytics-settings-helpers.js';
import { expectBadInput, expectError, newOtherProject, newProject } from '../../../test/management-helpers.js';
import { allowClientEdit, createReport } from '../../../test/measure-report-helpers.js';
import { makeTree } from '../../../test/tree-factory.js';
import { openSecret } from '../../lib/secret-box.js';

const ctx = useAnalyticsApp();
const tables = ['analytics_settings'] as const;

describe('GET /api/v1/projects/analytics_settings', () => {
  it('answers the defaults before anything is saved, with the masters and the project’s company', async () => {
    const projectId = await newProject(ctx);
    const body = settingsOf(await getSettings(ctx, projectId));
    expect(body.settings).toEqual({
      project_id: projectId,
      property_id: '',
      account_id: '',
      view_id: '',
      company_id: ctx.world.clientCompanyId,
      session_id: 'sessions',
      cv1_id: '',
      cv2_id: '',
      cv3_id: '',
      is_transaction: 0,
      key: { is_set: false, client_email: null, checked_at: null, check_ok: null, check_message: null },
      updated_at: null,
    });
    expect(body.measure_settings).toEqual({ device: null, verification: null, improvement: null, cv_slot: null });
    expect(body.masters.device.map((item) => item.name)).toContain('PC');
    expect(body.masters.verification.map((item) => item.name)).toContain('ABテスト');
    expect(body.masters.improvement.map((item) => item.name)).toContain('CVR');
    expect(body.can_edit).toBe(true);
  });

  it('tells staff the key’s email and last check, and the project’s client only that a key is set', async () => {
    const { projectId, key } = await configuredProject(ctx);
    await postApi(ctx, 'gaapis/setGAsetting', { project_id: projectId });
    const staff = settingsOf(await getSettings(ctx, projectId, ctx.tokens.manager));
    expect(staff.settings.key).toMatchObject({ is_set: true, client_email: key.client_email, check_ok: true });
    expect(staff.settings.key.checked_at).not.toBeNull();
    const client = settingsOf(await getSettings(ctx, projectId, ctx.tokens.client));
    expect(client.settings.key).toEqual({
      is_set: true,
      client_email: null,
      checked_at: null,
      check_ok: null,
      check_message: null,
    });
    expect(client.can_edit).toBe(false);
  });

  it('is 404 for another company’s client and 400 naming project_id without one', async () => {
    const projectId = await newProject(ctx);
    expectError(await getSettings(ctx, projectId, ctx.tokens.otherClient), 404, 'not_found');
    const response = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/v1/projects/analytics_settings',
      headers: { authorization: `Bearer ${ctx.tokens.member}` },
    });
    expectBadInput(response, 'project_id');
  });
});

describe('POST /api/v1/projects/updateViewIDSecretsJson', () => {
  it('saves the fields, seals the key for this row and answers only its status', async () => {
    const projectId = await newProject(ctx);
    const key = await ctx.fake.mintKey();
    const body = await saveSettings(ctx, {
      projectId,
      accountId: ' 12345 ',
      propertyId: '987654321',
      viewId: 'v-1',
      sessionId: 'engagedSessions',
      CV1: 'purchase',
      CV2: 'contact',
      CV3: '',
      transaction: 1,
      secretsjson: JSON.stringify(key),
    });
    expect(body.settings).toMatchObject({
      account_id: '12345',
      property_id: '987654321',
      view_id: 'v-1',
      session_id: 'engagedSessions',
      cv1_id: 'purchase',
      cv2_id: 'contact',
      cv3_id: '',
      is_transaction: 1,
      key: { is_set: true, client_email: key.client_email, checked_at: null, check_ok: null, check_message: null },
    });
    const row = await ctx.t.db
      .selectFrom('analytics_settings')
      .selectAll()
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(row.secret_box).toMatch(/^v1\./);
    expect(
      JSON.parse(openSecret(ctx.t.config.secretsKey, `analytics_settings:${projectId}`, row.secret_box ?? '')),
    ).toEqual(key);
  });

  it('keeps the key when secretsjson is left out, and an empty session metric means sessions', async () => {
    const { projectId, key } = await configuredProject(ctx);
    const body = await saveSettings(ctx, { projectId, viewId: 'changed', sessionId: '' });
    expect(body.settings.view_id).toBe('changed');
    expect(body.settings.session_id).toBe('sessions');
    expect(body.settings.key).toMatchObject({ is_set: true, client_email: key.client_email });
  });

  it('replacing the key forgets the last check; null removes the key', async () => {
    const { projectId } = await configuredProject(ctx);
    await postApi(ctx, 'gaapis/setGAsetting', { project_id: projectId });
    const next = await ctx.fake.mintKey();
    const replaced = await saveSettings(ctx, { projectId, secretsjson: JSON.stringify(next) });
    expect(replaced.settings.key).toEqual({
      is_set: true,
      client_email: next.client_email,
      checked_at: null,
      check_ok: null,
      check_message: null,
    });
    const removed = await saveSettings(ctx, { projectId, secretsjson: null });
    expect(removed.settings.key.is_set).toBe(false);
    const row = await ctx.t.db
      .selectFrom('analytics_settings')
      .select(['secret_box', 'secret_client_email', 'secret_checked_at'])
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ secret_box: null, secret_client_email: null, secret_checked_at: null });
  });

  it('refuses a key that is no service-account key, naming secretsjson with the reason, writing nothing', async () => {
    const { projectId } = await configuredProject(ctx);
    const key = await ctx.fake.mintKey();
    const before = await snapshot(ctx.t.db, tables);
    const cases: [unknown, string][] = [
      ['{ not json', analyticsMessages.keyInvalidJson],
      [JSON.stringify({ ...key, type: 'authorized_user' }), analyticsMessages.keyWrongType],
      [JSON.stringify({ ...key, client_email: undefined }), analyticsMessages.keyMissingField('client_email')],
      [JSON.stringify({ ...key, private_key: 'abc' }), analyticsMessages.keyMissingField('private_key')],
      [42, analyticsMessages.keyInvalidJson],
    ];
    for (const [secretsjson, message] of cases) {
      const response = await postApi(ctx, 'projects/updateViewIDSecretsJson', { projectId, secretsjson });
      expectBadInput(response, 'secretsjson');
      expect(response.json<{ error: { fields: { message: string }[] } }>().error.fields[0]?.message).toBe(message);
      expect(response.body).not.toContain('PRIVATE KEY');
    }
    expect(await snapshot(ctx.t.db, tables)).toEqual(before);
  });

  it('refuses a property id that is not a number and a value with spaces, naming each field', async () => {
    const projectId = await newProject(ctx);
    expectBadInput(
      await postApi(ctx, 'projects/updateViewIDSecretsJson', { projectId, propertyId: 'G-123' }),
      'propertyId',
    );
    expectBadInput(await postApi(ctx, 'projects/updateViewIDSecretsJson', { projectId, CV1: 'a b' }), 'CV1');
    expectBadInput(
      await postApi(ctx, 'projects/updateViewIDSecretsJson', { projectId, transaction: 2 }),
      'transaction',
    );
    expectBadInput(await postApi(ctx, 'projects/updateViewIDSecretsJson', { viewId: 'x' }), 'projectId');
  });

  it('is for staff: the project’s client 403, another company’s client 404, nothing written', async () => {
    const projectId = await newProject(ctx);
    const otherProjectId = await newOtherProject(ctx);
    const before = await snapshot(ctx.t.db, tables);
    const payload = { projectId, viewId: 'x' };
    expectError(await postApi(ctx, 'projects/updateViewIDSecretsJson', payload, ctx.tokens.client), 403, 'forbidden');
    expectError(
      await postApi(ctx, 'projects/updateViewIDSecretsJson', payload, ctx.tokens.otherClient),
      404,
      'not_found',
    );
    expectError(
      await postApi(ctx, 'projects/updateViewIDSecretsJson', { projectId: otherProjectId }, ctx.tokens.client),
      404,
      'not_found',
    );
    expectError(await postApi(ctx, 'projects/updateViewIDSecretsJson', { projectId: 999999 }), 404, 'not_found');
    expect(await snapshot(ctx.t.db, tables)).toEqual(before);
  });
});

describe('POST /api/v1/projects/update_measure_settings', () => {
  it('saves the defaults of a new measure report (ABテスト, id 0, included) and answers the settings', async () => {
    const projectId = await newProject(ctx);
    const body = settingsOf(
      await postApi(ctx, 'projects/update_measure_settings', {
        project_id: projectId,
        device: 2,
        verification: 0,
        improvement: 1,
        cv_slot: 2,
      }),
    );
    expect(body.measure_settings).toEqual({ device: 2, verification: 0, improvement: 1, cv_slot: 2 });
    const cleared = settingsOf(
      await postApi(ctx, 'projects/update_measure_settings', { project_id: projectId, device: null }),
    );
    expect(cleared.measure_settings).toEqual({ device: null, verification: 0, improvement: 1, cv_slot: 2 });
  });

  it('refuses an id that is not in its master, naming the field, writing nothing', async () => {
    const projectId = await newProject(ctx);
    const before = await snapshot(ctx.t.db, tables);
    for (const field of ['device', 'verification', 'improvement']) {
      expectBadInput(
        await postApi(ctx, 'projects/update_measure_settings', { project_id: projectId, [field]: 9999 }),
        field,
      );
    }
    expectBadInput(
      await postApi(ctx, 'projects/update_measure_settings', { project_id: projectId, cv_slot: 4 }),
      'cv_slot',
    );
    expect(await snapshot(ctx.t.db, tables)).toEqual(before);
  });

  it('is for staff only', async () => {
    const projectId = await newProject(ctx);
    const payload = { project_id: projectId, cv_slot: 1 };
    expectError(await postApi(ctx, 'projects/update_measure_settings', payload, ctx.tokens.client), 403, 'forbidden');
    expectError(
      await postApi(ctx, 'projects/update_measure_settings', payload, ctx.tokens.otherClient),
      404,
      'not_found',
    );
  });

  it('forgets a default whose master entry was deleted since', async () => {
    const projectId = await newProject(ctx);
    const added = await postApi(ctx, 'setting/add_master', { kind: 'device', name: '一時デバイス' }, ctx.tokens.admin);
    expect(added.statusCode, added.body).toBe(200);
    const deviceId = added.json<{ item: { id: number } }>().item.id;
    await postApi(ctx, 'projects/update_measure_settings', { project_id: projectId, device: deviceId, improvement: 2 });
    const removed = await postApi(ctx, 'setting/delete_master', { kind: 'device', id: deviceId }, ctx.tokens.admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(settingsOf(await getSettings(ctx, projectId)).measure_settings).toMatchObject({
      device: null,
      improvement: 2,
    });
    const tree = await makeTree(ctx.t.db, projectId);
    expect((await createReport(ctx, tree.measure)).report).toMatchObject({ device: null, improvement: 2 });
  });

  it('fills what measure_reports/create leaves out; what it sends and the measure’s own method win', async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId);
    await postApi(ctx, 'projects/update_measure_settings', {
      project_id: projectId,
      device: 2,
      verification: 3,
      improvement: 4,
    });
    const filled = await createReport(ctx, tree.measure);
    expect(filled.report).toMatchObject({ device: 2, verification: 3, improvement: 4 });

    const second = await makeTree(ctx.t.db, projectId, '二つ目');
    await ctx.t.db.updateTable('measures').set({ verification: 1 }).where('id', '=', second.measure).execute();
    const sent = await createReport(ctx, second.measure, { device: 1, improvement: null });
    expect(sent.report).toMatchObject({ device: 1, verification: 1, improvement: null });

    const untouched = await makeTree(ctx.t.db, await newProject(ctx), '設定なし');
    expect((await createReport(ctx, untouched.measure)).report).toMatchObject({ device: null, improvement: null });
  });
});

describe('client editing of the tree does not open the setting page (decisions/0014)', () => {
  it('answers the project’s client 403 on every settings write even where staff allowed client editing', async () => {
    const { projectId } = await configuredProject(ctx);
    await allowClientEdit(ctx, projectId);
    const before = await snapshot(ctx.t.db, [...tables, 'analytics_months']);
    const calls = ctx.fake.runReportCalls;
    const writes: [string, Record<string, unknown>][] = [
      ['projects/updateViewIDSecretsJson', { projectId, viewId: 'x', secretsjson: null }],
      ['projects/update_measure_settings', { project_id: projectId, cv_slot: 2 }],
      ['gaapis/setGAsetting', { project_id: projectId }],
      ['gaapis/setGAAPIData', { project_id: projectId, from: '2026-01', to: '2026-02' }],
    ];
    for (const [path, payload] of writes) {
      expectError(await postApi(ctx, path, payload, ctx.tokens.client), 403, 'forbidden');
    }
    expect(ctx.fake.runReportCalls).toBe(calls);
    expect(await snapshot(ctx.t.db, [...tables, 'analytics_months'])).toEqual(before);
  });
});
