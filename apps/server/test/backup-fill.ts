import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/types.js';
import { nowIso } from '../src/db/schema-helpers.js';
import { seedDemoIfEmpty } from '../src/db/seeds/demo.js';
import { saveFile } from '../src/modules/files/file-store.js';
import { seedWorld } from './factories.js';
import { reportFixture } from './measure-report-fixture.js';

/** Every byte value once, then 3 MB of noise: a file that spans many pages and survives no text encoding. */
export const AWKWARD_BYTES = Buffer.concat([
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  randomBytes(3 << 20),
]);

export interface Filled {
  /** The stored file holding AWKWARD_BYTES. */
  awkwardFileId: number;
}

/**
 * A database with rows in every table: the demo data, the test world, a measure report, and a row
 * written here for each table those leave empty — with values that trip careless copies (NULLs,
 * binary files, emoji, quotes and newlines, fractions, negative numbers).
 */
export async function fillEveryTable(db: Db): Promise<Filled> {
  await seedDemoIfEmpty(db);
  const world = await seedWorld(db);
  const report = await reportFixture(db, world.projectId, 'バックアップ');
  const now = nowIso();
  const later = new Date(Date.now() + 3_600_000).toISOString();
  const admin = world.users.admin.id;
  const project = world.projectId;
  const sale = await db.selectFrom('sales').select('id').orderBy('id').executeTakeFirstOrThrow();

  const awkward = await saveFile(db, {
    name: '資料 \'β\'\n"🙂".bin',
    type: 'application/octet-stream',
    data: AWKWARD_BYTES,
    createdBy: admin,
  });
  const pdf = await saveFile(db, {
    name: '提案書.pdf',
    type: 'application/pdf',
    data: Buffer.from('%PDF-1.4\n'),
    createdBy: null,
  });
  const image = await saveFile(db, { name: 'graph.png', type: 'image/png', data: randomBytes(2048), createdBy: admin });

  await db.insertInto('project_files').values({ file_id: image.id, project_id: project, created_at: now }).execute();
  await db.insertInto('sale_files').values({ file_id: pdf.id, sale_id: sale.id, created_at: now }).execute();
  await db
    .insertInto('report_cells')
    .values({ pattern_id: report.patterns[0], header_id: report.header, name: '3.25%\n"A案"' })
    .execute();
  await db
    .insertInto('report_links')
    .values({ measure_id: report.measure, kind: 'task', target_id: report.task, created_at: now })
    .execute();
  await db
    .insertInto('measure_schedules')
    .values({
      measure_id: report.measure,
      preparation_start: '2025-01-06',
      preparation_end: null,
      confirmation_start: '2025-02-01',
      confirmation_end: null,
      completion_date: null,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('board_cards')
    .values({
      project_id: project,
      kind: 'measure',
      node_id: report.measure,
      memo: '確認待ち 🙂',
      array_num: -1,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('monthly_reports')
    .values({
      project_id: project,
      title: '2025年1月 定例報告',
      body: `# 結果\n\n![graph](kaizen-file:${image.id})\n\n| a | b |\n|---|---|\n| 'x' | "y" |`,
      is_regular: 1,
      is_show: 0,
      period_start: '2025-01-01',
      period_end: '2025-01-31',
      user_id: admin,
      created_at: now,
      updated_at: now,
    })
    .execute();

  const notification = await db
    .insertInto('notifications')
    .values({
      project_id: project,
      user_id: admin,
      kind: 'status',
      action_page: 'status',
      action_target: 'KPIのステータスを変更しました',
      is_rev: 0,
      created_at: now,
      target_kind: 'kpi',
      target_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('notification_reads')
    .values({ user_id: admin, project_id: project, last_read_id: Number(notification.id), updated_at: now })
    .execute();
  await db
    .insertInto('notification_settings')
    .values({ project_id: 0, kind: 'kgi', enabled: 0, updated_at: now })
    .execute();

  const group = await db
    .insertInto('groups')
    .values({ name: '第一営業部', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('group_members')
    .values({ group_id: Number(group.id), user_id: world.users.member.id, created_at: now })
    .execute();
  await db.insertInto('audit_settings').values({ id: 1, retention_days: 400, updated_at: now }).execute();
  await db
    .insertInto('node_assignees')
    .values({ project_id: project, kind: 'measure', node_id: report.measure, user_id: admin, created_at: now })
    .execute();
  await db
    .insertInto('user_favorites')
    .values({ user_id: admin, project_id: project, created_at: now, seq: 1 })
    .execute();
  await db
    .insertInto('user_preferences')
    .values({ user_id: admin, key: 'management.view', value: '{"mode":"table","zoom":0.75}', updated_at: now })
    .execute();

  await db
    .insertInto('sessions')
    .values({
      user_id: admin,
      token_hash: randomBytes(32).toString('hex'),
      strategy: 'password',
      created_at: now,
      expires_at: later,
      revoked_at: null,
    })
    .execute();
  await db.insertInto('login_failures').values({ throttle_key: 'account:admin', created_at: now }).execute();
  await db
    .insertInto('password_resets')
    .values({
      user_id: world.users.member.id,
      token_hash: randomBytes(32).toString('hex'),
      created_by: admin,
      created_at: now,
      expires_at: later,
      used_at: null,
    })
    .execute();
  await db
    .insertInto('job_runs')
    .values({
      job: 'analytics-nightly',
      run_key: '2025-01-31',
      holder: 'host:1234',
      started_at: now,
      finished_at: null,
      result: null,
    })
    .execute();

  await db
    .updateTable('users')
    .set({ email: 'member@example.jp', email_confirmed_at: now })
    .where('id', '=', world.users.member.id)
    .execute();
  await db
    .insertInto('email_confirmations')
    .values({
      user_id: world.users.client.id,
      email: 'client@example.jp',
      token_hash: randomBytes(32).toString('hex'),
      created_at: now,
      expires_at: later,
      used_at: null,
    })
    .execute();
  await db
    .insertInto('notification_preferences')
    .values({ user_id: admin, kind: 'kpi_status', mode: 'immediate', updated_at: now })
    .execute();
  await db
    .insertInto('mail_settings')
    .values({
      user_id: admin,
      quiet_start_hour: 23,
      quiet_end_hour: 7,
      digest_day: 5,
      digest_hour: 17,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('deliveries')
    .values({
      channel: 'email',
      kind: 'digest',
      target: 'member@example.jp',
      recipient_user_id: world.users.member.id,
      project_id: null,
      subject: '【Kaizen Tree】週次ダイジェスト',
      seal_context: 'delivery:backup',
      payload: '',
      dedupe_key: 'digest:backup',
      status: 'sent',
      next_attempt_at: now,
      created_at: now,
      sent_at: now,
    })
    .execute();
  await db
    .insertInto('chat_channels')
    .values({
      project_id: null,
      company_id: world.clientCompanyId,
      service: 'chatwork',
      name: '#改善 "通知" 🙂',
      audience: 'staff',
      kinds: 'kgi,comment_mention',
      room_id: '424242',
      seal_context: 'chat_channels:backup',
      secret_box: 'v1.sealed',
      secret_hint: 'cdef',
      created_by: admin,
      last_status: 'failed',
      last_at: now,
      last_error: 'Chatwork の API トークンが正しくありません（401 Invalid API token）',
      created_at: now,
      updated_at: now,
    })
    .execute();

  const metric = await db
    .insertInto('metrics')
    .values({
      project_id: project,
      name: '客単価 "税込" 🙂',
      unit: '円',
      direction: 'lower',
      source_kind: 'formula',
      analytics_figure: null,
      formula: JSON.stringify({ kind: 'constant', value: -0.125 }),
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('metric_months')
    .values([
      { metric_id: metric.id, month: '2025-12', kind: 'target', value: -1234.5678, updated_at: now },
      { metric_id: metric.id, month: '2026-01', kind: 'actual', value: 0.1, updated_at: now },
    ])
    .execute();
  await db.updateTable('kpis').set({ metric_id: metric.id }).where('id', '=', report.kpi).execute();
  await db.updateTable('measures').set({ expected_uplift: 2.75 }).where('id', '=', report.measure).execute();

  return { awkwardFileId: awkward.id };
}
