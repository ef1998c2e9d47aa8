import { describe, expect, it } from 'vitest';
import { call } from '../../../test/api-helpers.js';
import {
  APP_URL,
  confirmedEmail,
  deliver,
  follow,
  hiddenMeasureMoved,
  mailTo,
  useMailApp,
} from '../../../test/mail-helpers.js';
import { newOtherProject, newProject } from '../../../test/management-helpers.js';
import { createReport, publicReport } from '../../../test/monthly-report-helpers.js';
import { makeTree } from '../../../test/tree-factory.js';

const ctx = useMailApp();

async function choose(role: 'manager' | 'client', kind: string, mode: string, quiet: [number, number] | null = null) {
  const response = await call(ctx.t.app, 'POST', '/api/v1/mail/settings', {
    token: ctx.tokens[role],
    payload: {
      preferences: [{ kind, mode }],
      quiet_start_hour: quiet?.[0] ?? null,
      quiet_end_hour: quiet?.[1] ?? null,
      digest_day: 1,
      digest_hour: 9,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('notifications by e-mail', () => {
  it('tells a client at once of a report published for them, with the project in the subject and a link', async () => {
    const client = await confirmedEmail(ctx, 'client');
    const other = await confirmedEmail(ctx, 'otherClient');
    const member = await confirmedEmail(ctx, 'member');
    const projectId = await newProject(ctx, 'ECサイト改善');
    await newOtherProject(ctx);
    const from = ctx.sink.messages.length;

    const report = await publicReport(ctx, projectId, { title: '10月の月次報告' });
    expect(await deliver(ctx)).toEqual({ sent: 1, failed: 0 });

    const [mail] = mailTo(ctx, client, from);
    expect(mail?.subject).toBe(
      '【Kaizen Tree】［ECサイト改善］t-member さんさんがレポート「10月の月次報告」を公開しました',
    );
    expect(mail?.text).toContain(`${APP_URL}/client/${projectId}/reports/${report.id}`);
    expect(mail?.html).toContain(`href="${APP_URL}/client/${projectId}/reports/${report.id}"`);
    // The author is not told of their own change; another company's client and staff not following hear nothing.
    expect(mailTo(ctx, member, from)).toEqual([]);
    expect(mailTo(ctx, other, from)).toEqual([]);
  });

  it('never tells a client of a hidden item, while staff following the project hear of it', async () => {
    const client = await confirmedEmail(ctx, 'client');
    const manager = await confirmedEmail(ctx, 'manager');
    const projectId = await newProject(ctx, '非公開の施策');
    const tree = await makeTree(ctx.t.db, projectId);
    await follow(ctx, 'manager', projectId);
    await choose('client', 'measure_status', 'immediate');
    await choose('manager', 'measure_status', 'immediate');
    const from = ctx.sink.messages.length;
    await hiddenMeasureMoved(ctx, projectId, tree.hiddenMeasure);
    await deliver(ctx);
    expect(mailTo(ctx, client, from)).toEqual([]);
    expect(mailTo(ctx, manager, from).map((m) => m.subject)).toEqual([
      '【Kaizen Tree】［非公開の施策］t-member さんさんが施策「社外秘の施策」のステータスを「検証中」に変更しました',
    ]);
  });

  it('sends nothing for a kind set to digest or none, nor for an unpublished report', async () => {
    const client = await confirmedEmail(ctx, 'client');
    const projectId = await newProject(ctx);
    await choose('client', 'report_published', 'none');
    const from = ctx.sink.messages.length;
    await publicReport(ctx, projectId);
    await createReport(ctx, projectId);
    await deliver(ctx);
    expect(mailTo(ctx, client, from)).toEqual([]);
    await choose('client', 'report_published', 'immediate');
  });

  it('holds an immediate e-mail during quiet hours until they end', async () => {
    await confirmedEmail(ctx, 'client');
    const projectId = await newProject(ctx);
    // Quiet all day but the hour that has just passed, whatever the hour now: the send waits.
    const hour = (new Date().getUTCHours() + 9) % 24;
    await choose('client', 'report_published', 'immediate', [hour, (hour + 23) % 24]);
    const from = ctx.sink.messages.length;
    await publicReport(ctx, projectId);
    await deliver(ctx);
    expect(ctx.sink.messages.length).toBe(from);
    const held = await ctx.t.db
      .selectFrom('deliveries')
      .select(['next_attempt_at', 'status'])
      .where('recipient_user_id', '=', ctx.world.users.client.id)
      .where('kind', '=', 'report_published')
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(held.status).toBe('pending');
    expect(new Date(held.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 21 * 3_600_000);
  });

  it('e-mails a mention to the one person named, staff or client, even without following', async () => {
    const client = await confirmedEmail(ctx, 'client');
    await choose('client', 'report_published', 'immediate');
    const projectId = await newProject(ctx, 'メンション');
    const tree = await makeTree(ctx.t.db, projectId);
    const from = ctx.sink.messages.length;
    const response = await call(ctx.t.app, 'POST', '/api/v1/comments/create', {
      token: ctx.tokens.member,
      payload: {
        target_kind: 'measure',
        target_id: tree.measure,
        body: '@t-client さん ご確認ください',
        mentions: [ctx.world.users.client.id],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    await deliver(ctx);
    expect(mailTo(ctx, client, from).map((m) => m.subject)).toHaveLength(1);
    expect(mailTo(ctx, client, from)[0]?.subject).toContain('メンションしました');
  });
});
