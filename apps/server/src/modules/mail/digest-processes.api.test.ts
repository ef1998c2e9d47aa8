import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { seedWorld } from '../../../test/factories.js';
import { nextMondayMorning } from '../../../test/mail-helpers.js';
import { sharedDatabase, type SharedDatabase } from '../../../test/shared-database.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { insertProject } from '../../db/seeds/records.js';
import { runDueDeliveries } from '../delivery/delivery.service.js';
import { insertNotification } from '../../../test/status-helpers.js';
import { queueDueDigests } from './digest-schedule.js';

/**
 * The weekly digest across processes (issue 34 §3, §7): two servers on one database reaching a
 * person's digest hour together send it once — on PostgreSQL and on a SQLite file alike.
 */
let db: SharedDatabase;
let sink: SmtpSink;
const settings = () => ({ smtpUrl: sink.url, mailFrom: 'Kaizen Tree <no-reply@example.jp>' });
const ctxOf = (app: App) => ({ db: app.db, config: app.config, log: app.log });

beforeAll(async () => {
  sink = await startSmtpSink();
  db = await sharedDatabase('run');
});
afterAll(async () => {
  await db.close();
  await sink.close();
});

describe('the digest across processes', () => {
  it('sends one weekly digest when two servers reach its hour at the same moment', async () => {
    const a = await db.app(settings());
    const b = await db.app(settings());
    const world = await seedWorld(a.db);
    const projectId = await insertProject(a.db, world.clientCompanyId, '二台の案件');
    await a.db
      .updateTable('users')
      .set({ email: 'digest@example.jp', email_confirmed_at: new Date().toISOString() })
      .where('id', '=', world.users.client.id)
      .execute();
    await insertNotification(a.db, {
      projectId,
      userId: world.users.member.id,
      kind: 'kgi',
      actionPage: 'KGI',
      actionTarget: '売上を1.2倍にする',
      isRev: true,
    });
    const from = sink.messages.length;
    const monday = nextMondayMorning();
    await Promise.all([queueDueDigests(ctxOf(a), monday), queueDueDigests(ctxOf(b), monday)]);
    await Promise.all([runDueDeliveries(ctxOf(a), 'process-a'), runDueDeliveries(ctxOf(b), 'process-b')]);
    const digests = sink.messages.slice(from).filter((m) => m.subject?.includes('週次ダイジェスト'));
    expect(digests).toHaveLength(1);
    expect(digests[0]?.text).toContain('売上を1.2倍にする');
  });
});
