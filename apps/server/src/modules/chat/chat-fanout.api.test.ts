import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChatChannel, insertNotification } from '../../../test/chat-helpers.js';
import { seedWorld, signInAll } from '../../../test/factories.js';
import { FakeChatwork } from '../../../test/fakes/fake-chatwork.js';
import { FakeSlack } from '../../../test/fakes/fake-slack.js';
import { FakeTeams } from '../../../test/fakes/fake-teams.js';
import { hiddenMeasureMoved } from '../../../test/mail-helpers.js';
import { newProject, type ManagementContext } from '../../../test/management-helpers.js';
import { publicReport } from '../../../test/monthly-report-helpers.js';
import { buildTestApp } from '../../../test/test-app.js';
import { makeTree } from '../../../test/tree-factory.js';
import { settleBackground } from '../../lib/background.js';
import { runDueDeliveries } from '../delivery/delivery.service.js';
import { findChannel } from './chat.repository.js';
import { fanOutNotificationChat } from './chat-fanout.js';

/**
 * Notifications posted to rooms through the outbox (issue 34 §5, decisions/0043): the fan-out
 * queues a post per room, the worker sends it to the fakes, a failing room keeps its reason and is
 * tried again with backoff.
 */
const APP_URL = 'https://kaizen.example.jp';
const ctx = {} as ManagementContext;
let slack: FakeSlack;
let teams: FakeTeams;
let chatwork: FakeChatwork;

beforeAll(async () => {
  [slack, teams, chatwork] = await Promise.all([FakeSlack.start(), FakeTeams.start(), FakeChatwork.start()]);
  ctx.t = await buildTestApp({ chatworkApiBase: chatwork.url, appUrl: APP_URL });
  ctx.world = await seedWorld(ctx.t.db);
  ctx.tokens = await signInAll(ctx.t.app, ctx.world);
});
afterAll(async () => {
  await ctx.t.close();
  await Promise.all([slack.close(), teams.close(), chatwork.close()]);
});

/** One tick of the delivery worker: the chat fan-out of new notifications, then the sends due at `now`. */
async function deliver(now?: Date) {
  await settleBackground(ctx.t.app);
  const delivery = { db: ctx.t.db, config: ctx.t.config, log: ctx.t.app.log };
  await fanOutNotificationChat(delivery);
  return runDueDeliveries(delivery, 'test', now ?? new Date());
}

const channel = (values: Parameters<typeof insertChatChannel>[2]) =>
  insertChatChannel(ctx.t.db, ctx.t.config.secretsKey, values);

const outbox = (id: number) =>
  ctx.t.db
    .selectFrom('deliveries')
    .select(['status', 'attempts', 'last_error', 'channel', 'target', 'subject'])
    .where('target', '=', `chat_channel:${id}`)
    .execute();

describe('notifications in chat rooms', () => {
  it("posts a published report to each room that chose it, in Japanese with the report's link", async () => {
    const projectId = await newProject(ctx, 'ECサイト改善');
    const hook = slack.hook();
    const workflow = teams.workflow();
    chatwork.addAccount('cwfanout0123456789', ['424242']);
    const onSlack = await channel({ projectId, secret: hook, kinds: ['report_published'] });
    const companyWide = await channel({
      companyId: ctx.world.clientCompanyId,
      service: 'teams',
      secret: workflow,
      kinds: ['report_published'],
    });
    await channel({
      projectId,
      service: 'chatwork',
      secret: 'cwfanout0123456789',
      roomId: '424242',
      audience: 'staff',
      kinds: ['report_published'],
    });
    await channel({ projectId, secret: slack.hook(), kinds: ['kgi'] });

    const report = await publicReport(ctx, projectId, { title: '10月の月次報告' });
    expect(await deliver()).toEqual({ sent: 3, failed: 0 });

    const link = `${APP_URL}/client/${projectId}/reports/${report.id}`;
    const text = 't-member さんさんがレポート「10月の月次報告」を公開しました';
    const [post] = slack.postsTo(hook);
    expect(post?.text).toBe(`［ECサイト改善］レポートの公開\n${text}\n${link}`);
    expect(JSON.stringify(post?.blocks)).toContain(`<${link}|Kaizen Tree で開く>`);
    const card = teams.postsTo(workflow)[0]?.card;
    expect(card?.body.map((b) => b.inlines?.[0]?.text)).toEqual(['［ECサイト改善］レポートの公開', text]);
    expect(card?.actions?.[0]?.url).toBe(link);
    expect(chatwork.postsTo('424242')[0]?.body).toBe(
      `[info][title]［ECサイト改善］レポートの公開[/title]${text}\n${link}[/info]`,
    );

    expect(await outbox(onSlack)).toEqual([
      {
        status: 'sent',
        attempts: 1,
        last_error: null,
        channel: 'slack',
        target: `chat_channel:${onSlack}`,
        subject: `［Slack「#kaizen」］${text}`,
      },
    ]);
    expect((await findChannel(ctx.t.db, onSlack))?.last_status).toBe('sent');
    // Read once: the next tick posts nothing again.
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    // The company's room would hear of every project the other tests make.
    await ctx.t.db.deleteFrom('chat_channels').where('id', '=', companyWide).execute();
  });

  it('keeps the reason of a failing room on the channel and tries again with backoff until it works', async () => {
    const projectId = await newProject(ctx, '再送');
    const hook = slack.hook();
    const id = await channel({ projectId, secret: hook, kinds: ['report_published'] });
    slack.failNext(503);
    await publicReport(ctx, projectId);
    expect(await deliver()).toEqual({ sent: 0, failed: 1 });
    expect(await findChannel(ctx.t.db, id)).toMatchObject({
      last_status: 'failed',
      last_error: 'Slackで障害が起きていて送信できませんでした（503 rollup_error）',
    });
    expect(await outbox(id)).toMatchObject([{ status: 'pending', attempts: 1 }]);
    // Not before its backoff: the next tick leaves it.
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(await deliver(new Date(Date.now() + 2 * 60_000))).toEqual({ sent: 1, failed: 0 });
    expect(await findChannel(ctx.t.db, id)).toMatchObject({ last_status: 'sent', last_error: null });
    expect(slack.postsTo(hook)).toHaveLength(1);
  });

  it('gives up at once on a room that is gone for good, and on a channel deleted meanwhile', async () => {
    const projectId = await newProject(ctx, '削除済み');
    const hook = slack.hook('archived');
    const archived = await channel({ projectId, secret: hook, kinds: ['report_published'] });
    const deleted = await channel({ projectId, secret: slack.hook(), kinds: ['report_published'] });
    await publicReport(ctx, projectId);
    await settleBackground(ctx.t.app);
    await fanOutNotificationChat({ db: ctx.t.db, config: ctx.t.config, log: ctx.t.app.log });
    await ctx.t.db.deleteFrom('chat_channels').where('id', '=', deleted).execute();
    expect(await deliver()).toEqual({ sent: 0, failed: 2 });
    expect(await outbox(archived)).toMatchObject([
      { status: 'failed', last_error: 'Slack のチャンネルがアーカイブされています（410 channel_is_archived）' },
    ]);
    expect(await outbox(deleted)).toMatchObject([{ status: 'failed', last_error: 'チャット連携が見つかりません' }]);
  });

  it('never tells a room clients read of a hidden measure; a staff room hears of it', async () => {
    const projectId = await newProject(ctx, '非公開');
    const tree = await makeTree(ctx.t.db, projectId);
    const clientHook = slack.hook();
    const staffHook = slack.hook();
    await channel({ projectId, secret: clientHook, kinds: ['measure_status'] });
    await channel({ projectId, secret: staffHook, audience: 'staff', kinds: ['measure_status'] });
    await hiddenMeasureMoved(ctx, projectId, tree.hiddenMeasure);
    await deliver();
    expect(slack.postsTo(clientHook)).toEqual([]);
    expect(slack.postsTo(staffHook).map((p) => p.text.split('\n')[1])).toEqual([
      't-member さんさんが施策「社外秘の施策」のステータスを「検証中」に変更しました',
    ]);
  });

  it('posts one comment that mentions two people once, naming both', async () => {
    const projectId = await newProject(ctx, 'メンション');
    const tree = await makeTree(ctx.t.db, projectId);
    const hook = slack.hook();
    await channel({ projectId, secret: hook, audience: 'staff', kinds: ['comment_mention'] });
    for (const person of [ctx.world.users.admin.id, ctx.world.users.client.id]) {
      await insertNotification(ctx.t.db, {
        projectId,
        userId: ctx.world.users.member.id,
        kind: 'comment_mention',
        actionPage: '改善ツリー',
        actionTarget: 'LPの改善',
        isRev: false,
        target: { kind: 'task', id: tree.task },
        recipientId: person,
      });
    }
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect(slack.postsTo(hook).map((p) => p.text.split('\n')[1])).toEqual([
      't-member さんさんが「LPの改善」へのコメントでt-admin さんさん、t-client さんさんをメンションしました',
    ]);
  });

  it('starts a reader that never looked at the newest notification: no room hears old news', async () => {
    const projectId = await newProject(ctx, '古い通知');
    const hook = slack.hook();
    await channel({ projectId, secret: hook, kinds: ['report_published'] });
    await publicReport(ctx, projectId);
    await settleBackground(ctx.t.app);
    await ctx.t.db.deleteFrom('delivery_cursors').where('name', '=', 'notification_chat').execute();
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    await publicReport(ctx, projectId, { title: '新しい報告' });
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect(slack.postsTo(hook).map((p) => p.text.split('\n')[1])).toEqual([
      't-member さんさんがレポート「新しい報告」を公開しました',
    ]);
  });
});
