import { nowIso } from '../schema-helpers.js';
import type { Db } from '../types.js';

/** example.jp is reserved for examples (JPRS): nothing sent to these addresses reaches anyone. */
const demoAddresses: Record<string, string> = {
  admin: 'kanri.taro@example.jp',
  manager: 'sato.hanako@example.jp',
  member: 'suzuki.ichiro@example.jp',
  client: 'tanaka.misaki@sakura-shoji.example.jp',
  client2: 'takahashi.ken@minato-ss.example.jp',
};

/**
 * E-mail in the demo (issue 34): every account has a confirmed address, the client has chosen to
 * hear of KPI changes at once and to get the digest on Monday at 8:00, and the notification
 * fan-out starts after the demo's own notifications, so a server with SMTP set sends none of them.
 */
export async function seedDemoMail(db: Db): Promise<void> {
  const at = nowIso();
  for (const [account, email] of Object.entries(demoAddresses)) {
    await db.updateTable('users').set({ email, email_confirmed_at: at }).where('account', '=', account).execute();
  }
  const client = await db.selectFrom('users').select('id').where('account', '=', 'client').executeTakeFirstOrThrow();
  await db
    .insertInto('notification_preferences')
    .values({ user_id: client.id, kind: 'kpi_status', mode: 'immediate', updated_at: at })
    .execute();
  await db
    .insertInto('mail_settings')
    .values({
      user_id: client.id,
      quiet_start_hour: 21,
      quiet_end_hour: 8,
      digest_day: 1,
      digest_hour: 8,
      updated_at: at,
    })
    .execute();
  const newest = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  await db
    .updateTable('delivery_cursors')
    .set({ position: Number(newest?.id ?? 0), updated_at: at })
    .where('name', '=', 'notification_mail')
    .execute();
}
