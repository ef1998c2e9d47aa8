import type { DigestPreview } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/api-helpers.js';
import {
  confirmedEmail,
  deliver,
  follow,
  hiddenMeasureMoved,
  mailTo,
  nextMondayMorning,
  useMailApp,
} from '../../../test/mail-helpers.js';
import { newProject } from '../../../test/management-helpers.js';
import { publicReport } from '../../../test/monthly-report-helpers.js';
import { makeTree } from '../../../test/tree-factory.js';
import { queueDueDigests } from './digest-schedule.js';

const ctx = useMailApp();

const mailCtx = () => ({ db: ctx.t.db, config: ctx.t.config, log: ctx.t.app.log });

describe('the weekly digest', () => {
  it('tells each person what they may see of their projects, once a week, and nothing when there is nothing', async () => {
    const client = await confirmedEmail(ctx, 'client');
    const other = await confirmedEmail(ctx, 'otherClient');
    const manager = await confirmedEmail(ctx, 'manager');
    const member = await confirmedEmail(ctx, 'member');
    const projectId = await newProject(ctx, 'ダイジェスト案件');
    const tree = await makeTree(ctx.t.db, projectId);
    await follow(ctx, 'manager', projectId);
    await publicReport(ctx, projectId, { title: '週次の成果報告' });
    await hiddenMeasureMoved(ctx, projectId, tree.hiddenMeasure);
    await deliver(ctx);
    const from = ctx.sink.messages.length;
    const monday = nextMondayMorning();

    expect(await queueDueDigests(mailCtx(), monday)).toBeGreaterThanOrEqual(2);
    expect(await queueDueDigests(mailCtx(), new Date(monday.getTime() + 3_600_000))).toBe(0);
    await deliver(ctx);

    const [clientDigest] = mailTo(ctx, client, from);
    expect(clientDigest?.subject).toMatch(
      /^【Kaizen Tree】週次ダイジェスト（\d{4}\/\d{2}\/\d{2}〜\d{4}\/\d{2}\/\d{2}）$/,
    );
    expect(clientDigest?.text).toContain('■ ダイジェスト案件');
    expect(clientDigest?.text).toContain('レポート「週次の成果報告」を公開しました');
    expect(clientDigest?.html).toContain('<h2');
    expect(JSON.stringify(clientDigest)).not.toContain('社外秘');

    const [staffDigest] = mailTo(ctx, manager, from);
    expect(staffDigest?.text).toContain('施策「社外秘の施策」のステータスを「検証中」に変更しました');

    // Another company's client and staff who follow nothing have nothing to read: nothing is sent.
    expect(mailTo(ctx, other, from)).toEqual([]);
    expect(mailTo(ctx, member, from)).toEqual([]);
    const skipped = await ctx.t.db
      .selectFrom('deliveries')
      .select('recipient_user_id')
      .where('kind', '=', 'digest')
      .where('status', '=', 'skipped')
      .execute();
    expect(skipped.map((r) => r.recipient_user_id)).toEqual(
      expect.arrayContaining([ctx.world.users.otherClient.id, ctx.world.users.member.id]),
    );
  });

  it('is not sent to someone who turned it off, nor outside their chosen hour', async () => {
    const email = await confirmedEmail(ctx, 'admin');
    const projectId = await newProject(ctx);
    await follow(ctx, 'admin', projectId);
    await publicReport(ctx, projectId);
    await call(ctx.t.app, 'POST', '/api/v1/mail/settings', {
      token: ctx.tokens.admin,
      payload: { preferences: [], quiet_start_hour: null, quiet_end_hour: null, digest_day: null, digest_hour: 9 },
    });
    const from = ctx.sink.messages.length;
    await queueDueDigests(mailCtx(), nextMondayMorning());
    await deliver(ctx);
    expect(mailTo(ctx, email, from)).toEqual([]);
  });

  it('shows a person their own digest on the settings page', async () => {
    const response = await call(ctx.t.app, 'GET', '/api/v1/mail/digest_preview', { token: ctx.tokens.client });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<DigestPreview>();
    expect(preview.empty).toBe(false);
    expect(preview.text).toContain('■ ダイジェスト案件');
    expect(preview.text).not.toContain('社外秘');
    const other = (
      await call(ctx.t.app, 'GET', '/api/v1/mail/digest_preview', { token: ctx.tokens.otherClient })
    ).json<DigestPreview>();
    expect(other.empty).toBe(true);
    expect(other.text).not.toContain('ダイジェスト案件');
  });
});
