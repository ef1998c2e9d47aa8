import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { sharedDatabase, type SharedDatabase } from '../../../test/shared-database.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { enqueueMessage, runDueDeliveries } from './delivery.service.js';

/**
 * The outbox across processes (issue 34 §7): a message queued by one server is sent after it stops
 * by the next, and two servers on one database send each message once — on PostgreSQL (the engine
 * for several processes) and on a SQLite file alike.
 */
let db: SharedDatabase;
let sink: SmtpSink;
const settings = () => ({ smtpUrl: sink.url, mailFrom: 'Kaizen Tree <no-reply@example.jp>' });

beforeAll(async () => {
  sink = await startSmtpSink();
  db = await sharedDatabase('run');
});
afterAll(async () => {
  await db.close();
  await sink.close();
});

async function queue(app: App, count: number, label: string) {
  for (let i = 1; i <= count; i += 1) {
    const payload = { subject: `${label}${i}`, text: '本文', html: '<p>本文</p>' };
    await enqueueMessage(app.db, app.config, {
      channel: 'email',
      kind: 'test',
      target: `${label}${i}@example.jp`,
      subject: payload.subject,
      payload,
    });
  }
}

const ctxOf = (app: App) => ({ db: app.db, config: app.config, log: app.log });

describe('delivery across processes', () => {
  it('sends after a restart what the stopped server had queued', async () => {
    const before = await db.app(settings());
    await queue(before, 2, 'restart');
    await before.close();
    const after = await db.app(settings());
    expect(await runDueDeliveries(ctxOf(after), 'after-restart')).toEqual({ sent: 2, failed: 0 });
    expect(sink.messages.map((m) => m.subject)).toEqual(['restart1', 'restart2']);
  });

  it('sends each message once when two servers look at the same moment', async () => {
    const a = await db.app(settings());
    const b = await db.app(settings());
    const from = sink.messages.length;
    await queue(a, 12, 'race');
    const [one, two] = await Promise.all([
      runDueDeliveries(ctxOf(a), 'process-a'),
      runDueDeliveries(ctxOf(b), 'process-b'),
    ]);
    expect(one.sent + two.sent).toBe(12);
    await sink.received(from + 12);
    const subjects = sink.messages.slice(from).map((m) => m.subject);
    expect(new Set(subjects).size).toBe(12);
    expect(subjects).toHaveLength(12);
  });
});
