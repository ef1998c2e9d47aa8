import { describe, expect, it } from 'vitest';
import { call, fieldsOf, meStatus, signInStatus } from '../../../test/api-helpers.js';
import { signIn } from '../../../test/factories.js';
import { confirmedEmail, deliver, linkIn, mailTo, useMailApp } from '../../../test/mail-helpers.js';

const ctx = useMailApp();

const request = (account: unknown) =>
  call(ctx.t.app, 'POST', '/api/v1/users/request_password_reset', { payload: { account } });

/** The answer's time, for an account with an address and for one that does not exist. */
async function timed(account: string) {
  const started = performance.now();
  const response = await request(account);
  return { response, ms: performance.now() - started };
}

describe('「パスワードをお忘れですか」', () => {
  it('e-mails a single-use link, valid 30 minutes, that sets the password and ends every session', async () => {
    const email = await confirmedEmail(ctx, 'client');
    const session = await signIn(ctx.t.app, 't-client');
    const from = ctx.sink.messages.length;
    const response = await request('t-client');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await deliver(ctx)).toEqual({ sent: 1, failed: 0 });
    const [mail] = mailTo(ctx, email, from);
    expect(mail?.subject).toBe('【Kaizen Tree】パスワードの再設定');
    expect(mail?.text).toContain('30分以内');
    const token = linkIn(mail, '/password-reset/').split('/').pop();
    const reset = await ctx.t.db
      .selectFrom('password_resets')
      .select(['expires_at', 'created_at'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(new Date(reset.expires_at).getTime() - new Date(reset.created_at).getTime()).toBeLessThanOrEqual(
      30 * 60_000 + 1000,
    );
    // Asking did not sign anyone out.
    expect(await meStatus(ctx.t.app, session)).toBe(200);

    const done = await call(ctx.t.app, 'POST', '/api/v1/users/complete_password_reset', {
      payload: { token, password: 'a-brand-new-password' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await meStatus(ctx.t.app, session)).toBe(401);
    expect(await signInStatus(ctx.t.app, 't-client', 'a-brand-new-password')).toBe(200);

    const twice = await call(ctx.t.app, 'POST', '/api/v1/users/complete_password_reset', {
      payload: { token, password: 'another-new-password' },
    });
    expect(twice.statusCode).toBe(400);
    expect(fieldsOf(twice)).toEqual(['token']);
  });

  it('finds the account by its confirmed address too, and never by an unconfirmed one', async () => {
    const email = await confirmedEmail(ctx, 'member', 'Member@Example.jp');
    const from = ctx.sink.messages.length;
    expect((await request('member@example.jp')).statusCode).toBe(200);
    await deliver(ctx);
    expect(mailTo(ctx, email, from)).toHaveLength(1);

    await ctx.t.db
      .updateTable('users')
      .set({ email: 'unconfirmed@example.jp', email_confirmed_at: null })
      .where('id', '=', ctx.world.users.manager.id)
      .execute();
    expect((await request('unconfirmed@example.jp')).statusCode).toBe(200);
    expect((await request('t-manager')).statusCode).toBe(200);
    await deliver(ctx);
    expect(mailTo(ctx, 'unconfirmed@example.jp', from)).toEqual([]);
  });

  it('answers the same, as fast, for an account that does not exist, and sends nothing', async () => {
    await confirmedEmail(ctx, 'otherClient');
    const known = await timed('t-other-client');
    const unknown = await timed('nobody-at-all');
    expect(unknown.response.statusCode).toBe(known.response.statusCode);
    expect(unknown.response.body).toBe(known.response.body);
    // The lookup and the e-mail happen after the answer: neither answer waits for them.
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(50);
    const from = ctx.sink.messages.length;
    await deliver(ctx);
    expect(ctx.sink.messages.slice(from).map((m) => m.to)).toHaveLength(1);
  });

  it('refuses an empty or overlong entry naming account', async () => {
    for (const account of ['', '   ', 'x'.repeat(255), 12]) {
      const response = await request(account);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['account']);
    }
  });

  it('slows down repeated requests as the sign-in throttle does', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await request('flood-target')).statusCode);
    expect(statuses).toContain(429);
    expect(statuses[0]).toBe(200);
  });
});
