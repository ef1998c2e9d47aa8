import type { DeliveryList } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, fieldsOf } from '../../../test/api-helpers.js';
import { deliver, mailTo, useMailApp } from '../../../test/mail-helpers.js';
import { DELIVERY_RETENTION_DAYS, runDeliveryPrune } from './delivery-prune.js';
import { enqueueMessage, resealPendingDeliveries, runDueDeliveries } from './delivery.service.js';

const ctx = useMailApp();

/** An e-mail as the outbox carries one (modules/mail composes the real ones). */
const emailOf = (subject: string, text = '本文') => ({ subject, text, html: `<p>${text}</p>` });

let sequence = 0;
/** A message in the outbox, as the app queues one. */
async function queued(to: string, config = ctx.t.config, db = ctx.t.db) {
  sequence += 1;
  const payload = emailOf(`件名${sequence}`);
  await enqueueMessage(db, config, { channel: 'email', kind: 'test', target: to, subject: payload.subject, payload });
  return payload.subject;
}

async function list(status: string, role: 'admin' | 'manager' = 'admin') {
  return call(ctx.t.app, 'GET', `/api/v1/deliveries?status=${status}`, { token: ctx.tokens[role] });
}

const row = (subject: string) =>
  ctx.t.db.selectFrom('deliveries').selectAll().where('subject', '=', subject).executeTakeFirstOrThrow();

describe('the outbox', () => {
  it('sends a queued message over SMTP once, and empties what it held', async () => {
    const subject = await queued('once@example.jp');
    expect(await deliver(ctx)).toEqual({ sent: 1, failed: 0 });
    expect(await deliver(ctx)).toEqual({ sent: 0, failed: 0 });
    expect(mailTo(ctx, 'once@example.jp').map((m) => m.subject)).toEqual([subject]);
    expect(await row(subject)).toMatchObject({ status: 'sent', payload: '', attempts: 1, locked_by: null });
  });

  it('keeps a payload sealed at rest: the link a message carries is not readable in the table', async () => {
    const payload = emailOf('封をしたメッセージ', 'https://kaizen.example.jp/password-reset/secret-token-123');
    await enqueueMessage(ctx.t.db, ctx.t.config, {
      channel: 'email',
      kind: 'test',
      target: 'sealed@example.jp',
      subject: payload.subject,
      payload,
    });
    expect(JSON.stringify(await row(payload.subject))).not.toContain('secret-token-123');
    await deliver(ctx);
    expect(mailTo(ctx, 'sealed@example.jp')[0]?.text).toContain('/password-reset/secret-token-123');
  });

  it('tries again later when the server defers, and gives up at once when it refuses the address', async () => {
    ctx.sink.refuse = { code: 451, message: 'Try again later' };
    const deferred = await queued('deferred@example.jp');
    expect(await deliver(ctx)).toEqual({ sent: 0, failed: 1 });
    const waiting = await row(deferred);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.last_error).toContain('一時的に受け取りませんでした');
    expect(new Date(waiting.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 50_000);

    ctx.sink.refuse = { code: 550, message: 'No such user' };
    await ctx.t.db
      .updateTable('deliveries')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('subject', '=', deferred)
      .execute();
    expect(await deliver(ctx)).toEqual({ sent: 0, failed: 1 });
    expect(await row(deferred)).toMatchObject({ status: 'failed', attempts: 2 });
    expect((await row(deferred)).last_error).toContain('受け取りを拒否しました');
    ctx.sink.refuse = null;
  });

  it('gives up after its last try when the server cannot be reached, with the reason for administrators', async () => {
    const unreachable = { ...ctx.t.config, smtpUrl: 'smtp://127.0.0.1:1' };
    const subject = await queued('down@example.jp', unreachable);
    const log = ctx.t.app.log;
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await ctx.t.db
        .updateTable('deliveries')
        .set({ next_attempt_at: new Date().toISOString() })
        .where('subject', '=', subject)
        .execute();
      await runDueDeliveries({ db: ctx.t.db, config: unreachable, log }, 'test');
    }
    expect(await row(subject)).toMatchObject({ status: 'failed', attempts: 6 });
    expect((await row(subject)).last_error).toContain('メールサーバーに接続できませんでした');

    const response = await list('failed');
    expect(response.statusCode, response.body).toBe(200);
    const failed = response.json<DeliveryList>();
    expect(failed.mail_enabled).toBe(true);
    expect(failed.counts.failed).toBeGreaterThanOrEqual(1);
    const entry = failed.deliveries.find((d) => d.subject === subject);
    expect(entry).toMatchObject({ target: 'down@example.jp', status: 'failed', attempts: 6 });
    expect(JSON.stringify(failed)).not.toContain('payload');

    // 再送: tried again now, with the server that works.
    const retried = await call(ctx.t.app, 'POST', '/api/v1/deliveries/retry', {
      token: ctx.tokens.admin,
      payload: { id: entry?.id },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await deliver(ctx)).toEqual({ sent: 1, failed: 0 });
    expect(await row(subject)).toMatchObject({ status: 'sent' });
    const again = await call(ctx.t.app, 'POST', '/api/v1/deliveries/retry', {
      token: ctx.tokens.admin,
      payload: { id: entry?.id },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a bad status or id naming the field', async () => {
    const badStatus = await list('lost');
    expect(badStatus.statusCode).toBe(400);
    expect(fieldsOf(badStatus)).toEqual(['status']);
    const badId = await call(ctx.t.app, 'POST', '/api/v1/deliveries/retry', {
      token: ctx.tokens.admin,
      payload: { id: 'x' },
    });
    expect(badId.statusCode).toBe(400);
    expect(fieldsOf(badId)).toEqual(['id']);
  });

  it('takes a message held by a process that died once its claim runs out', async () => {
    const subject = await queued('orphan@example.jp');
    await ctx.t.db
      .updateTable('deliveries')
      .set({ locked_by: 'dead-process', locked_until: new Date(Date.now() + 60_000).toISOString() })
      .where('subject', '=', subject)
      .execute();
    expect(await deliver(ctx)).toEqual({ sent: 0, failed: 0 });
    await ctx.t.db
      .updateTable('deliveries')
      .set({ locked_until: new Date(Date.now() - 1).toISOString() })
      .where('subject', '=', subject)
      .execute();
    expect(await deliver(ctx)).toEqual({ sent: 1, failed: 0 });
  });

  it('prunes sent and skipped messages past the retention once a day, and keeps failed and waiting ones', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (DELIVERY_RETENTION_DAYS + 1) * 86_400_000).toISOString();
    const recent = new Date(now.getTime() - (DELIVERY_RETENTION_DAYS - 1) * 86_400_000).toISOString();
    const cases = [
      { status: 'sent', created_at: old, kept: false },
      { status: 'skipped', created_at: old, kept: false },
      { status: 'sent', created_at: recent, kept: true },
      { status: 'failed', created_at: old, kept: true },
      { status: 'pending', created_at: old, kept: true },
    ];
    const subjects: string[] = [];
    for (const c of cases) {
      const subject = await queued('prune@example.jp');
      await ctx.t.db
        .updateTable('deliveries')
        .set({ status: c.status, created_at: c.created_at })
        .where('subject', '=', subject)
        .execute();
      subjects.push(subject);
    }
    expect(await runDeliveryPrune(ctx.t.db, now, 'test')).toEqual({ ran: true, deleted: 2 });
    expect(await runDeliveryPrune(ctx.t.db, now, 'another-process')).toEqual({ ran: false });
    const left = await ctx.t.db.selectFrom('deliveries').select('subject').where('subject', 'in', subjects).execute();
    expect(left.map((r) => r.subject).sort()).toEqual(subjects.filter((_, i) => cases[i]?.kept).sort());
  });

  it('re-seals what waits under a new SECRETS_KEY, so it still goes after the rotation', async () => {
    const subject = await queued('rotated@example.jp');
    const newKey = 'a-brand-new-secrets-key-of-at-least-32-chars';
    expect(await resealPendingDeliveries(ctx.t.db, ctx.t.config.secretsKey, newKey)).toBeGreaterThanOrEqual(1);
    const rotated = { ...ctx.t.config, secretsKey: newKey };
    await runDueDeliveries({ db: ctx.t.db, config: rotated, log: ctx.t.app.log }, 'test');
    expect(mailTo(ctx, 'rotated@example.jp').map((m) => m.subject)).toEqual([subject]);
  });
});
