import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeChatwork } from '../../../test/fakes/fake-chatwork.js';
import { FakeSlack } from '../../../test/fakes/fake-slack.js';
import { FakeTeams } from '../../../test/fakes/fake-teams.js';
import { ChatSendError, postChat } from './chat-client.js';

/** postChat against the local fakes, which check each service's request as the service does. */
const message = {
  heading: '［通販サイト改善］施策のステータス変更',
  text: '山田さんが施策「カート導線の見直し」のステータスを「完了」に変更しました',
  url: 'http://localhost:3000/client/7/management#measure-42',
  link_label: 'Kaizen Tree で開く',
};

let slack: FakeSlack;
let teams: FakeTeams;
let chatwork: FakeChatwork;
beforeAll(async () => {
  [slack, teams, chatwork] = await Promise.all([FakeSlack.start(), FakeTeams.start(), FakeChatwork.start()]);
});
afterAll(() => Promise.all([slack.close(), teams.close(), chatwork.close()]));

async function failure(promise: Promise<unknown>): Promise<ChatSendError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChatSendError);
  return error as ChatSendError;
}

describe('Slack', () => {
  it('posts JSON with a fallback text and blocks to the incoming webhook', async () => {
    const hook = slack.hook();
    await postChat({ service: 'slack', webhookUrl: hook }, message, chatwork.url);
    const [post] = slack.postsTo(hook);
    expect(post?.text).toContain('山田さんが施策「カート導線の見直し」のステータスを「完了」に変更しました');
    expect(post?.blocks[0]?.text?.text).toContain('*［通販サイト改善］施策のステータス変更*');
    const request = slack.requests.at(-1);
    expect(request?.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('says why a hook refuses, and whether another try can help', async () => {
    const removed = slack.hook();
    slack.setHook(removed, 'removed');
    const gone = await failure(postChat({ service: 'slack', webhookUrl: removed }, message, chatwork.url));
    expect(gone.message).toBe('Slack に Webhook が見つかりません（削除されたか URL が違います）（404 no_service）');
    expect(gone.permanent).toBe(true);

    const archived = await failure(
      postChat({ service: 'slack', webhookUrl: slack.hook('archived') }, message, chatwork.url),
    );
    expect(archived.message).toBe('Slack のチャンネルがアーカイブされています（410 channel_is_archived）');

    const hook = slack.hook();
    slack.failNext(429);
    const busy = await failure(postChat({ service: 'slack', webhookUrl: hook }, message, chatwork.url));
    expect(busy.message).toBe('Slackが混み合っていて受け付けませんでした（429 rate_limited）');
    expect(busy.permanent).toBe(false);
    slack.failNext(500);
    expect((await failure(postChat({ service: 'slack', webhookUrl: hook }, message, chatwork.url))).permanent).toBe(
      false,
    );
    await postChat({ service: 'slack', webhookUrl: hook }, message, chatwork.url);
    expect(slack.postsTo(hook)).toHaveLength(1);
  });

  it('cannot reach a closed port, and says so without the URL', async () => {
    const error = await failure(
      postChat({ service: 'slack', webhookUrl: 'http://127.0.0.1:2/services/T/B/secret' }, message, chatwork.url),
    );
    expect(error.message).toBe('Slackに接続できませんでした（ECONNREFUSED）');
    expect(error.permanent).toBe(false);
  });
});

describe('Teams', () => {
  it('posts a message with one Adaptive Card to the workflow', async () => {
    const workflow = teams.workflow();
    await postChat({ service: 'teams', webhookUrl: workflow }, message, chatwork.url);
    const [post] = teams.postsTo(workflow);
    expect(post?.card.version).toBe('1.4');
    expect(JSON.stringify(post?.card.body)).toContain('山田さんが施策「カート導線の見直し」');
    expect(post?.card.actions?.[0]?.url).toBe(message.url);
  });

  it('names a deleted workflow and a wrong signature as needing a new URL', async () => {
    const workflow = teams.workflow();
    teams.removeWorkflow(workflow);
    const gone = await failure(postChat({ service: 'teams', webhookUrl: workflow }, message, chatwork.url));
    expect(gone.message).toBe('Teams のワークフローが見つからないか、URL が正しくありません（404 WorkflowNotFound）');
    const forged = teams.workflow().replace(/sig=[^&]+/, 'sig=forged');
    const refused = await failure(postChat({ service: 'teams', webhookUrl: forged }, message, chatwork.url));
    expect(refused.message).toContain('（401 DirectApiInvalidAuthorizationSignature）');
    expect(refused.permanent).toBe(true);
  });
});

describe('Chatwork', () => {
  it('posts the form body with the token header to the room', async () => {
    chatwork.addAccount('token0123abcdef', ['3001']);
    await postChat({ service: 'chatwork', token: 'token0123abcdef', roomId: '3001' }, message, chatwork.url);
    const [post] = chatwork.postsTo('3001');
    expect(post?.body).toBe(
      '[info][title]［通販サイト改善］施策のステータス変更[/title]山田さんが施策「カート導線の見直し」のステータスを「完了」に変更しました\nhttp://localhost:3000/client/7/management#measure-42[/info]',
    );
    expect(chatwork.requests.at(-1)?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('tells a wrong token from a room the account is not in', async () => {
    const wrong = await failure(
      postChat({ service: 'chatwork', token: 'not-a-token', roomId: '3001' }, message, chatwork.url),
    );
    expect(wrong.message).toBe(
      'Chatwork の API トークンが正しくありません（401 Invalid API token）。トークンを設定し直してください',
    );
    chatwork.addAccount('token-other-room', ['4001']);
    const room = await failure(
      postChat({ service: 'chatwork', token: 'token-other-room', roomId: '3001' }, message, chatwork.url),
    );
    expect(room.message).toContain('Chatwork のこのルームに投稿できません（403');
    expect(room.permanent).toBe(true);
  });
});
