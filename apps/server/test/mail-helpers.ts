import { afterAll, beforeAll, expect } from 'vitest';
import type { ParsedMail } from 'mailparser';
import type { Config } from '../src/config.js';
import { runDueDeliveries } from '../src/modules/delivery/delivery.service.js';
import { setUserEmail } from '../src/modules/mail/mail.repository.js';
import { fanOutNotificationMail } from '../src/modules/mail/notification-mail.js';
import { settleBackground } from '../src/lib/background.js';
import { seedWorld, signInAll, type RoleName } from './factories.js';
import { call } from './api-helpers.js';
import { insertNotification } from './status-helpers.js';
import type { ManagementContext } from './management-helpers.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { buildTestApp } from './test-app.js';

export const APP_URL = 'https://kaizen.example.jp';

export interface MailContext extends ManagementContext {
  sink: SmtpSink;
}

/**
 * An app whose e-mail goes over SMTP to a real server the file starts (smtp-sink.ts); the people
 * of the world signed in. `extra` adds configuration (e.g. none, to see e-mail turned off).
 */
export function useMailApp(extra: Partial<Config> = {}): MailContext {
  const ctx = {} as MailContext;
  beforeAll(async () => {
    ctx.sink = await startSmtpSink();
    ctx.t = await buildTestApp({
      smtpUrl: ctx.sink.url,
      mailFrom: 'Kaizen Tree <no-reply@kaizen.example.jp>',
      appUrl: APP_URL,
      ...extra,
    });
    ctx.world = await seedWorld(ctx.t.db);
    ctx.tokens = await signInAll(ctx.t.app, ctx.world);
  });
  afterAll(async () => {
    await ctx.t.close();
    await ctx.sink.close();
  });
  return ctx;
}

/** What one tick of the delivery worker does: the fan-out of new notifications, then the sends. */
export async function deliver(ctx: MailContext, holder = 'test') {
  await settleBackground(ctx.t.app);
  const log = ctx.t.app.log;
  await fanOutNotificationMail({ db: ctx.t.db, config: ctx.t.config, log });
  return runDueDeliveries({ db: ctx.t.db, config: ctx.t.config, log }, holder);
}

/**
 * Gives a person of the world a confirmed address (what opening the confirmation link does), and no
 * quiet hours unless they already chose some, so what a test sends does not depend on the hour it runs.
 */
export async function confirmedEmail(ctx: MailContext, role: RoleName, email = `${role}@example.jp`) {
  const userId = ctx.world.users[role].id;
  await setUserEmail(ctx.t.db, userId, email, new Date().toISOString());
  await ctx.t.db
    .insertInto('mail_settings')
    .values({
      user_id: userId,
      quiet_start_hour: null,
      quiet_end_hour: null,
      digest_day: 1,
      digest_hour: 9,
      updated_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return email;
}

/** The messages that arrived since `from`, to one address. */
export function mailTo(ctx: MailContext, email: string, from = 0): ParsedMail[] {
  return ctx.sink.messages.slice(from).filter((m) => addresses(m).includes(email.toLowerCase()));
}

function addresses(mail: ParsedMail): string[] {
  const to = mail.to === undefined ? [] : [mail.to].flat();
  return to.flatMap((group) => group.value.map((a) => (a.address ?? '').toLowerCase()));
}

/** The one link in a message's text that starts with the app's address and the path. */
export function linkIn(mail: ParsedMail | undefined, path: string): string {
  const match = (mail?.text ?? '').match(new RegExp(`${APP_URL}${path}[^\\s]*`));
  expect(match, mail?.text).not.toBeNull();
  return match?.[0] ?? '';
}

/** The first Monday 9:05 in Japan after now: the default digest slot, less than a week ahead. */
export function nextMondayMorning(): Date {
  const at = new Date();
  // From the start of this hour (Japan's hours start with UTC's), an hour at a time, plus 5 minutes.
  at.setUTCMinutes(5, 0, 0);
  for (let hours = 0; hours <= 24 * 7; hours += 1) {
    const japan = new Date(at.getTime() + 9 * 3_600_000);
    if (at.getTime() > Date.now() && japan.getUTCDay() === 1 && japan.getUTCHours() === 9) return at;
    at.setTime(at.getTime() + 3_600_000);
  }
  throw new Error('no Monday 9:05 within a week');
}

/** The person follows the project (☆), as the star on the project list does. */
export async function follow(ctx: MailContext, role: RoleName, projectId: number) {
  const response = await call(ctx.t.app, 'POST', '/api/v1/projects/update_favorite', {
    token: ctx.tokens[role],
    payload: { projectId, is_favorite: true },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The member moved a measure hidden from clients to 検証中: a notification only staff may see. */
export function hiddenMeasureMoved(ctx: ManagementContext, projectId: number, measureId: number) {
  return insertNotification(ctx.t.db, {
    projectId,
    userId: ctx.world.users.member.id,
    kind: 'measure_status',
    actionPage: 'ステータス',
    actionTarget: '社外秘の施策',
    isRev: true,
    target: { kind: 'measure', id: measureId },
    detail: '検証中',
  });
}
