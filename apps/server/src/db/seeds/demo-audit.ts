import type { AuditEvent } from '@kaizen/domain';
import type { Db } from '../types.js';
import { dayFromToday, momentOn } from './demo-days.js';

/** Sign-ins of the demo people over the last days, and one mistyped password, for the 監査ログ screen. */
const entries: { account: string; event: AuditEvent; daysAgo: number; hour: number; ip: string }[] = [
  { account: 'admin', event: 'sign_in', daysAgo: 3, hour: 9, ip: '203.0.113.10' },
  { account: 'manager', event: 'sign_in', daysAgo: 2, hour: 10, ip: '203.0.113.11' },
  { account: 'client', event: 'sign_in_failed', daysAgo: 1, hour: 13, ip: '198.51.100.24' },
  { account: 'client', event: 'sign_in', daysAgo: 1, hour: 13, ip: '198.51.100.24' },
  { account: 'member', event: 'sign_in', daysAgo: 1, hour: 17, ip: '203.0.113.12' },
];

export async function seedDemoAudit(db: Db): Promise<void> {
  for (const entry of entries) {
    const user = await db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('account', '=', entry.account)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('audit_log')
      .values({
        created_at: momentOn(dayFromToday(-entry.daysAgo), entry.hour),
        actor_id: user.id,
        actor_name: user.name,
        event: entry.event,
        ip: entry.ip,
        target_kind: null,
        target_id: null,
        detail: null,
      })
      .execute();
  }
}
