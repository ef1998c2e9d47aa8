import type { ChatChannel, ChatChannelsResponse } from '@kaizen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fieldsOf, snapshot, type ErrorResponse } from '../../../test/api-helpers.js';
import { insertChatChannel } from '../../../test/chat-helpers.js';
import { seedWorld, signInAll, type RoleName, type World } from '../../../test/factories.js';
import { FakeChatwork } from '../../../test/fakes/fake-chatwork.js';
import { FakeSlack } from '../../../test/fakes/fake-slack.js';
import { FakeTeams } from '../../../test/fakes/fake-teams.js';
import { buildTestApp, type TestApp } from '../../../test/test-app.js';
import { insertProject } from '../../db/seeds/records.js';

/** チャット連携 (issue 34 §5, decisions/0043): the settings' routes, and テスト送信 against the fakes. */
let t: TestApp;
let world: World;
let tokens: Record<RoleName, string>;
let slack: FakeSlack;
let teams: FakeTeams;
let chatwork: FakeChatwork;

const APP_URL = 'https://kaizen.example.jp';

beforeAll(async () => {
  [slack, teams, chatwork] = await Promise.all([FakeSlack.start(), FakeTeams.start(), FakeChatwork.start()]);
  t = await buildTestApp({ chatworkApiBase: chatwork.url, appUrl: APP_URL });
  world = await seedWorld(t.db);
  tokens = await signInAll(t.app, world);
});
afterAll(async () => {
  await t.close();
  await Promise.all([slack.close(), teams.close(), chatwork.close()]);
});

const post = (url: string, payload: unknown, token = tokens.member) =>
  call(t.app, 'POST', `/api/v1/chat_channels/${url}`, { token, payload });
const list = (projectId = world.projectId, token = tokens.member) =>
  call(t.app, 'GET', `/api/v1/chat_channels?project_id=${projectId}`, { token });

const slackChannel = (webhookUrl: string, extra: object = {}) => ({
  project_id: world.projectId,
  scope: 'project',
  service: 'slack',
  name: '#kaizen-通知',
  audience: 'client',
  kinds: ['measure_status', 'report_published'],
  webhook_url: webhookUrl,
  ...extra,
});

function channelNamed(body: ChatChannelsResponse, name: string): ChatChannel {
  const channel = body.channels.find((c) => c.name === name);
  if (!channel) throw new Error(`no channel named ${name}`);
  return channel;
}

async function created(payload: object): Promise<ChatChannel> {
  const response = await post('create', payload);
  expect(response.statusCode, response.body).toBe(200);
  return channelNamed(response.json<ChatChannelsResponse>(), (payload as { name: string }).name);
}

const tables = ['chat_channels', 'change_history', 'audit_log'] as const;

describe('adding a channel', () => {
  it('stores a Slack channel and answers the list with the last four characters of its URL only', async () => {
    const hook = slack.hook();
    const response = await post('create', slackChannel(hook, { name: '#追加' }));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ChatChannelsResponse>();
    expect(body.company_name).toBe('クライアント株式会社');
    expect(channelNamed(body, '#追加')).toMatchObject({
      scope: 'project',
      service: 'slack',
      audience: 'client',
      kinds: ['measure_status', 'report_published'],
      room_id: null,
      secret_hint: hook.slice(-4),
      last_status: null,
    });
    expect(response.body).not.toContain(hook.slice(0, -4));
    expect((await list()).body).not.toContain(hook.slice(0, -4));
    const row = await t.db
      .selectFrom('chat_channels')
      .selectAll()
      .where('name', '=', '#追加')
      .executeTakeFirstOrThrow();
    expect(row.secret_box).not.toContain(new URL(hook).pathname);
  });

  it('stores a Chatwork channel with its room, the token answered by its last four characters', async () => {
    const response = await post('create', {
      project_id: world.projectId,
      scope: 'project',
      service: 'chatwork',
      name: '社内ルーム',
      audience: 'staff',
      kinds: ['comment_mention', 'sales_goal'],
      token: 'cwtoken0123456789abcdef',
      room_id: '112233',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(channelNamed(response.json(), '社内ルーム')).toMatchObject({
      service: 'chatwork',
      audience: 'staff',
      kinds: ['sales_goal', 'comment_mention'],
      room_id: '112233',
      secret_hint: 'cdef',
    });
    expect(response.body).not.toContain('cwtoken0123456789ab');
  });

  it("lists a company's channel in each of the company's projects and in no other company's", async () => {
    const sibling = await insertProject(t.db, world.clientCompanyId, '別のプロジェクト');
    await created(slackChannel(teams.workflow(), { service: 'teams', name: '会社全体', scope: 'company' }));
    const names = async (projectId: number) =>
      (await list(projectId)).json<ChatChannelsResponse>().channels.map((c) => `${c.name}:${c.scope}`);
    expect(await names(sibling)).toEqual(['会社全体:company']);
    expect(await names(world.projectId)).toContain('会社全体:company');
    expect(await names(world.otherProjectId)).toEqual([]);
  });

  it('refuses bad input with 400 naming the field, writes nothing, and never repeats the secret', async () => {
    const before = await snapshot(t.db, tables);
    const secretLooking = 'https://intranet.example.jp/services/T1/B1/secretsecretsecret';
    const cases: [object, string][] = [
      [slackChannel(undefined as unknown as string), 'webhook_url'],
      [slackChannel(secretLooking), 'webhook_url'],
      [slackChannel('http://hooks.slack.com/services/T/B/X'), 'webhook_url'],
      [slackChannel('not a url at all'), 'webhook_url'],
      [slackChannel(slack.hook(), { token: 'abc' }), 'token'],
      [slackChannel(slack.hook(), { kinds: ['kgi', 'sales_goal'] }), 'kinds'],
      [slackChannel(slack.hook(), { kinds: ['comment_mention'] }), 'kinds'],
      [slackChannel(slack.hook(), { kinds: [] }), 'kinds'],
      [slackChannel(slack.hook(), { name: '  ' }), 'name'],
      [slackChannel(slack.hook(), { name: 'あ'.repeat(51) }), 'name'],
      [slackChannel(slack.hook(), { audience: 'everyone' }), 'audience'],
      [slackChannel(slack.hook(), { scope: 'world' }), 'scope'],
      [slackChannel(slack.hook(), { service: 'line' }), 'service'],
      [
        { ...slackChannel(slack.hook()), service: 'chatwork', webhook_url: undefined, token: 'abc', room_id: 'rid1' },
        'room_id',
      ],
      [
        { ...slackChannel(slack.hook()), service: 'chatwork', webhook_url: undefined, token: 'トークン', room_id: '1' },
        'token',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await post('create', payload);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(fieldsOf(response)).toContain(field);
      expect(response.body).not.toContain('secretsecretsecret');
    }
    expect(await snapshot(t.db, tables)).toEqual(before);
  });

  it('refuses a loopback webhook in production, where only the services’ https hosts are taken', async () => {
    const production = await buildTestApp({ nodeEnv: 'production', chatworkApiBase: chatwork.url });
    try {
      const w = await seedWorld(production.db);
      const token = (await signInAll(production.app, w)).member;
      const response = await call(production.app, 'POST', '/api/v1/chat_channels/create', {
        token,
        payload: { ...slackChannel(slack.hook()), project_id: w.projectId },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ErrorResponse>().error.fields).toEqual([
        { field: 'webhook_url', message: 'Webhook URL は https:// で始まる URL にしてください' },
      ]);
    } finally {
      await production.close();
    }
  });

  it("records the change in the project's history and the audit log, never the secret", async () => {
    const hook = slack.hook();
    await created(slackChannel(hook, { name: '#履歴' }));
    const history = await t.db
      .selectFrom('change_history')
      .selectAll()
      .where('target_title', '=', 'チャット連携「#履歴」')
      .execute();
    expect(history.map((h) => [h.target_kind, h.project_id, h.action])).toEqual([
      ['project', world.projectId, 'create'],
    ]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('event', '=', 'chat_channel_set').execute();
    expect(audit.map((a) => a.detail)).toContain('Slack「#履歴」');
    expect(JSON.stringify([history, audit])).not.toContain(new URL(hook).pathname);
  });
});

describe('changing and removing a channel', () => {
  it('changes the fields sent; a new URL replaces the hint and forgets the last result', async () => {
    const channel = await created(slackChannel(slack.hook(), { name: '#変更' }));
    await post('test', { project_id: world.projectId, id: channel.id });
    const newHook = slack.hook();
    const response = await post('update', {
      project_id: world.projectId,
      id: channel.id,
      name: '#変更後',
      kinds: ['kgi'],
      webhook_url: newHook,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(channelNamed(response.json(), '#変更後')).toMatchObject({
      kinds: ['kgi'],
      secret_hint: newHook.slice(-4),
      last_status: null,
      last_error: null,
    });
    expect(response.body).not.toContain(newHook.slice(0, -4));
    const fields = await t.db
      .selectFrom('change_history')
      .select(['field', 'to_value'])
      .where('target_title', '=', 'チャット連携「#変更後」')
      .orderBy('field')
      .execute();
    expect(fields).toEqual([
      { field: 'chat_kinds', to_value: 'KGI・目的の更新' },
      { field: 'chat_name', to_value: '#変更後' },
      { field: 'chat_secret', to_value: '設定' },
    ]);
  });

  it("refuses fields of another service, kinds the room's audience may not take, and keeps the channel", async () => {
    const channel = await created(
      slackChannel(slack.hook(), { name: '#社内', audience: 'staff', kinds: ['comment_mention'] }),
    );
    const before = await snapshot(t.db, tables);
    for (const [payload, field] of [
      [{ token: 'abcdef' }, 'token'],
      [{ room_id: '123' }, 'room_id'],
      [{ audience: 'client' }, 'kinds'],
      [{ webhook_url: 'https://example.com/hook' }, 'webhook_url'],
      [{ name: '' }, 'name'],
    ] as const) {
      const response = await post('update', { project_id: world.projectId, id: channel.id, ...payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(fieldsOf(response)).toEqual([field]);
    }
    expect(await snapshot(t.db, tables)).toEqual(before);
  });

  it("finds no channel of another company, nor another project's, through the caller's project (404)", async () => {
    const foreign = await insertChatChannel(t.db, t.config.secretsKey, { projectId: world.otherProjectId });
    const foreignCompany = await insertChatChannel(t.db, t.config.secretsKey, { companyId: world.otherCompanyId });
    const sibling = await insertProject(t.db, world.clientCompanyId, '隣のプロジェクト');
    const siblings = await insertChatChannel(t.db, t.config.secretsKey, { projectId: sibling });
    for (const id of [foreign, foreignCompany, siblings, 999_999]) {
      for (const route of ['update', 'delete', 'test']) {
        const response = await post(route, { project_id: world.projectId, id, name: 'x' });
        expect(response.statusCode, `${route} ${id}`).toBe(404);
        expect(response.json<ErrorResponse>().error.message).toBe('チャット連携が見つかりません');
      }
    }
  });

  it('deletes a channel and records it', async () => {
    const channel = await created(slackChannel(slack.hook(), { name: '#削除' }));
    const response = await post('delete', { project_id: world.projectId, id: channel.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ChatChannelsResponse>().channels.map((c) => c.id)).not.toContain(channel.id);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('event', '=', 'chat_channel_removed')
      .execute();
    expect(audit.map((a) => a.detail)).toContain('Slack「#削除」');
  });
});

describe('テスト送信', () => {
  it('posts to Slack in Japanese with a link to the project, and shows 送信済み', async () => {
    const hook = slack.hook();
    const channel = await created(slackChannel(hook, { name: '#テスト' }));
    const response = await post('test', { project_id: world.projectId, id: channel.id });
    expect(response.statusCode, response.body).toBe(200);
    const shown = channelNamed(response.json(), '#テスト');
    expect(shown).toMatchObject({ last_status: 'sent', last_error: null });
    expect(shown.last_at).not.toBeNull();
    const [sent] = slack.postsTo(hook);
    expect(sent?.text).toContain('チャット連携のテスト送信です。このルームにはプロジェクト「改善プロジェクト」の通知');
    expect(sent?.text).toContain('施策のステータス変更、レポートの公開');
    expect(JSON.stringify(sent?.blocks)).toContain(`<${APP_URL}/client/${world.projectId}|Kaizen Tree で開く>`);
  });

  it('posts an Adaptive Card to a Teams workflow and a message to a Chatwork room', async () => {
    const workflow = teams.workflow();
    const onTeams = await created(slackChannel(workflow, { service: 'teams', name: 'Teams', scope: 'company' }));
    expect((await post('test', { project_id: world.projectId, id: onTeams.id })).statusCode).toBe(200);
    const card = teams.postsTo(workflow)[0]?.card;
    expect(JSON.stringify(card?.body)).toContain('「クライアント株式会社」の全プロジェクトの通知');
    expect(card?.actions?.[0]?.url).toBe(`${APP_URL}/client/${world.projectId}`);

    chatwork.addAccount('cwtest0123456789', ['778899']);
    const onChatwork = await created({
      project_id: world.projectId,
      scope: 'project',
      service: 'chatwork',
      name: 'Chatwork',
      audience: 'staff',
      kinds: ['kgi'],
      token: 'cwtest0123456789',
      room_id: '778899',
    });
    const response = await post('test', { project_id: world.projectId, id: onChatwork.id });
    expect(channelNamed(response.json(), 'Chatwork').last_status).toBe('sent');
    expect(chatwork.postsTo('778899')[0]?.body).toBe(
      `[info][title]［Kaizen Tree］テスト送信[/title]チャット連携のテスト送信です。このルームにはプロジェクト「改善プロジェクト」の通知（KGI・目的の更新）が届きます。\n${APP_URL}/client/${world.projectId}[/info]`,
    );
  });

  it("shows a failing channel's reason and time, and 送信済み again once it works", async () => {
    const hook = slack.hook();
    const channel = await created(slackChannel(hook, { name: '#失敗' }));
    slack.setHook(hook, 'archived');
    const failed = await post('test', { project_id: world.projectId, id: channel.id });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(channelNamed(failed.json(), '#失敗')).toMatchObject({
      last_status: 'failed',
      last_error: 'Slack のチャンネルがアーカイブされています（410 channel_is_archived）',
    });
    expect(channelNamed((await list()).json(), '#失敗').last_status).toBe('failed');
    slack.setHook(hook, 'active');
    const again = await post('test', { project_id: world.projectId, id: channel.id });
    expect(channelNamed(again.json(), '#失敗')).toMatchObject({ last_status: 'sent', last_error: null });
  });

  it('says the stored secret cannot be opened under another SECRETS_KEY', async () => {
    const id = await insertChatChannel(t.db, 'another-secrets-key-0123456789abcdefgh', {
      projectId: world.projectId,
      name: '#別の鍵',
    });
    const response = await post('test', { project_id: world.projectId, id });
    expect(response.statusCode).toBe(200);
    expect(channelNamed(response.json(), '#別の鍵')).toMatchObject({
      last_status: 'failed',
      last_error: '保存されている Webhook URL・トークンを復号できません。設定し直してください',
    });
  });
});
