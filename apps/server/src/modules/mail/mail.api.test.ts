import type { MailSettings } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, fieldsOf, snapshot } from '../../../test/api-helpers.js';
import type { RoleName } from '../../../test/factories.js';
import { APP_URL, deliver, linkIn, mailTo, useMailApp } from '../../../test/mail-helpers.js';

const ctx = useMailApp();
const tables = ['users', 'email_confirmations', 'notification_preferences', 'mail_settings', 'deliveries'] as const;

async function settingsOf(role: RoleName): Promise<MailSettings> {
  const response = await call(ctx.t.app, 'GET', '/api/v1/mail/settings', { token: ctx.tokens[role] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MailSettings>();
}

const post = (path: string, payload: unknown, role: RoleName = 'member') =>
  call(ctx.t.app, 'POST', `/api/v1/mail/${path}`, { token: ctx.tokens[role], payload });

/** Sets an address and returns the token of the confirmation link that arrived over SMTP. */
async function setAndReceive(role: RoleName, email: string): Promise<string> {
  const before = ctx.sink.messages.length;
  const response = await post('email', { email }, role);
  expect(response.statusCode, response.body).toBe(200);
  expect(await deliver(ctx)).toEqual({ sent: 1, failed: 0 });
  const [mail] = mailTo(ctx, email, before);
  expect(mail?.subject).toBe('【Kaizen Tree】メールアドレスの確認');
  return linkIn(mail, '/confirm-email/').split('/').pop() ?? '';
}

describe('the settings a user reads', () => {
  it('starts from the defaults for staff and for clients, with e-mail on', async () => {
    const staff = await settingsOf('member');
    expect(staff).toMatchObject({
      mail_enabled: true,
      email: null,
      email_confirmed: false,
      pending_email: null,
      quiet_start_hour: 22,
      quiet_end_hour: 8,
      digest_day: 1,
      digest_hour: 9,
    });
    const modes = (s: MailSettings) => Object.fromEntries(s.preferences.map((p) => [p.kind, p.mode]));
    expect(modes(staff)).toMatchObject({
      client_need: 'immediate',
      comment_mention: 'immediate',
      kpi_status: 'digest',
    });
    expect(modes(await settingsOf('client'))).toMatchObject({
      report_published: 'immediate',
      need_answered: 'immediate',
      kpi_status: 'digest',
      sales_goal: 'none',
    });
  });

  it('keeps a choice per kind, quiet hours and the digest, and shows which follow the default', async () => {
    const response = await post(
      'settings',
      {
        preferences: [
          { kind: 'kpi_status', mode: 'immediate' },
          { kind: 'client_need', mode: 'immediate' },
        ],
        quiet_start_hour: 23,
        quiet_end_hour: 6,
        digest_day: null,
        digest_hour: 8,
      },
      'manager',
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<MailSettings>();
    expect(saved).toMatchObject({ quiet_start_hour: 23, quiet_end_hour: 6, digest_day: null, digest_hour: 8 });
    expect(saved.preferences.find((p) => p.kind === 'kpi_status')).toEqual({
      kind: 'kpi_status',
      mode: 'immediate',
      is_default: false,
    });
    // The same as the default: stored as following it.
    expect(saved.preferences.find((p) => p.kind === 'client_need')?.is_default).toBe(true);
    expect(await settingsOf('manager')).toEqual(saved);
  });

  it.each([
    [{ preferences: [{ kind: 'bogus', mode: 'none' }] }, 'preferences.0.kind'],
    [{ preferences: [{ kind: 'kgi', mode: 'sometimes' }] }, 'preferences.0.mode'],
    [{ quiet_start_hour: 22, quiet_end_hour: null }, 'quiet_end_hour'],
    [{ digest_hour: 24 }, 'digest_hour'],
    [{ digest_day: 7 }, 'digest_day'],
  ])('refuses %j naming %s, and writes nothing', async (change, field) => {
    const before = await snapshot(ctx.t.db, tables);
    const payload = {
      preferences: [],
      quiet_start_hour: 22,
      quiet_end_hour: 8,
      digest_day: 1,
      digest_hour: 9,
      ...change,
    };
    const response = await post('settings', payload);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContain(field);
    expect(await snapshot(ctx.t.db, tables)).toEqual(before);
  });
});

describe('an address and its confirmation', () => {
  it('sends only the confirmation, over SMTP, with a text and an HTML part, until the link is opened', async () => {
    const token = await setAndReceive('member', 'member@example.jp');
    const [mail] = mailTo(ctx, 'member@example.jp');
    expect(mail?.from?.value).toEqual([{ name: 'Kaizen Tree', address: 'no-reply@kaizen.example.jp' }]);
    expect(mail?.text).toContain('t-member さん 様');
    expect(mail?.text).toContain(`${APP_URL}/settings/mail`);
    expect(mail?.html).toContain(`href="${APP_URL}/confirm-email/${token}"`);
    expect(mail?.html).toContain(`href="${APP_URL}/settings/mail"`);
    expect(await settingsOf('member')).toMatchObject({
      email: 'member@example.jp',
      email_confirmed: false,
      pending_email: 'member@example.jp',
    });

    const confirmed = await call(ctx.t.app, 'POST', '/api/v1/mail/confirm_email', { payload: { token } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: 'member@example.jp' });
    expect(await settingsOf('member')).toMatchObject({ email_confirmed: true, pending_email: null });

    const again = await call(ctx.t.app, 'POST', '/api/v1/mail/confirm_email', { payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(fieldsOf(again)).toEqual(['token']);
  });

  it('keeps the confirmed address receiving while a new one waits for its link', async () => {
    await setAndReceive('manager', 'old@example.jp').then((token) =>
      call(ctx.t.app, 'POST', '/api/v1/mail/confirm_email', { payload: { token } }),
    );
    await setAndReceive('manager', 'new@example.jp');
    expect(await settingsOf('manager')).toMatchObject({
      email: 'old@example.jp',
      email_confirmed: true,
      pending_email: 'new@example.jp',
    });
  });

  it('refuses a link that expired, and one that was never sent', async () => {
    const token = await setAndReceive('client', 'client@example.jp');
    await ctx.t.db
      .updateTable('email_confirmations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    for (const t of [token, 'no-such-token']) {
      const response = await call(ctx.t.app, 'POST', '/api/v1/mail/confirm_email', { payload: { token: t } });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['token']);
    }
    expect((await settingsOf('client')).email_confirmed).toBe(false);
  });

  it('shows how many other accounts use the address, and removes it with an empty one', async () => {
    await setAndReceive('otherClient', 'member@example.jp');
    expect((await settingsOf('otherClient')).same_email_accounts).toBe(1);
    const removed = await post('email', { email: '' }, 'otherClient');
    expect(removed.statusCode).toBe(200);
    expect(removed.json<MailSettings>()).toMatchObject({ email: null, pending_email: null, same_email_accounts: 0 });
  });

  it.each([['not-an-address'], ['a@'], [`${'x'.repeat(250)}@example.jp`], [42]])(
    'refuses %j naming email, and sends nothing',
    async (email) => {
      const before = await snapshot(ctx.t.db, tables);
      const response = await post('email', { email });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['email']);
      expect(await snapshot(ctx.t.db, tables)).toEqual(before);
    },
  );

  it('lets an administrator give a new account an address, which its owner confirms', async () => {
    const before = ctx.sink.messages.length;
    const response = await call(ctx.t.app, 'POST', '/api/v1/users/create', {
      token: ctx.tokens.admin,
      payload: {
        kind: 'client',
        company_id: ctx.world.clientCompanyId,
        account: 'new-client',
        name: '新規 顧客',
        role: 2,
        password: 'a-long-password-1',
        email: 'new-client@example.jp',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ user: { email: string; email_confirmed: boolean } }>().user).toMatchObject({
      email: 'new-client@example.jp',
      email_confirmed: false,
    });
    await deliver(ctx);
    expect(mailTo(ctx, 'new-client@example.jp', before).map((m) => m.subject)).toEqual([
      '【Kaizen Tree】メールアドレスの確認',
    ]);
  });
});
