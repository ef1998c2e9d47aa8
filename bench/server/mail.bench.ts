import { nowIso } from '../../apps/server/src/db/schema-helpers.js';
import { composeDigest } from '../../apps/server/src/modules/mail/digest.js';
import { fanOutNotificationMail } from '../../apps/server/src/modules/mail/notification-mail.js';
import type { TestApp } from '../../apps/server/test/test-app.js';
import { PROJECTS, seedConsultantWeek } from './consultant-week.js';
import { measure } from './measure.js';
import { formatTable, type BenchRow } from './table.js';

const runs = { runs: 20, warmup: 3 };

/**
 * E-mail at a consultant's scale (issue 34): the member's weekly digest over the demo and 50 followed
 * projects, and one worker tick's fan-out of a batch of notifications (a client's new need in
 * each project) to everyone who would see it. Each fan-out run starts from the same cursor with the
 * outbox emptied, so it does the whole work again.
 */
export async function benchMail(t: TestApp): Promise<string> {
  const week = await seedConsultantWeek(t);
  const member = await t.db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'role_num', 'company_id'])
    .where('id', '=', week.memberId)
    .executeTakeFirstOrThrow();
  const at = nowIso();
  const before = await t.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirstOrThrow();
  for (const projectId of week.projectIds) {
    const need = await t.db
      .selectFrom('needs')
      .select(['id', 'title'])
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('notifications')
      .values({
        project_id: projectId,
        user_id: week.clientId,
        kind: 'client_need',
        action_page: 'ダッシュボード',
        action_target: need.title,
        is_rev: 0,
        created_at: at,
        target_kind: 'need',
        target_id: need.id,
      })
      .execute();
  }
  const start = Number(before.last ?? 0);
  const ctx = { db: t.db, config: { ...t.config, smtpUrl: 'smtp://127.0.0.1:2525' }, log: t.app.log };
  let queued = 0;
  const fanOut = async () => {
    await t.db.deleteFrom('deliveries').execute();
    await t.db.deleteFrom('delivery_cursors').where('name', '=', 'notification_mail').execute();
    await t.db
      .insertInto('delivery_cursors')
      .values({ name: 'notification_mail', position: start, updated_at: at })
      .execute();
    queued = await fanOutNotificationMail(ctx, new Date());
  };
  let digestSections = 0;
  const digest = async () => {
    const composed = await composeDigest(t.db, { ...member, company_id: Number(member.company_id) }, new Date());
    digestSections = composed.content.sections?.length ?? 0;
  };
  const rows: BenchRow[] = [
    {
      label: `digest of the member (${PROJECTS} followed projects + demo)`,
      timing: await measure(digest, runs.runs, runs.warmup),
      note: `${digestSections} sections`,
    },
    {
      label: `fan-out of ${PROJECTS} notifications (one tick)`,
      timing: await measure(fanOut, runs.runs, runs.warmup),
      note: `${queued} e-mails queued`,
    },
  ];
  return [
    formatTable('E-mail: digest and notification fan-out', rows),
    `data: ${PROJECTS} projects, ${week.nodes.toLocaleString('en')} nodes; set up in ${week.setupSeconds.toFixed(1)} s`,
    `runs: ${runs.runs} after ${runs.warmup} warm-ups`,
  ].join('\n');
}
