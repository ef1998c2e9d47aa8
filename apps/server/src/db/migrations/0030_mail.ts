import { sql, type Kysely } from 'kysely';
import { withId } from '../schema-helpers.js';

/**
 * E-mail and the delivery outbox (issue 34, decisions/0041).
 *
 * - users.email: an address per account, used for nothing but its own confirmation until
 *   email_confirmed_at is set (by opening the link an email_confirmations row holds, hashed).
 * - notification_preferences: a user's choice per notification kind (immediate / digest / none);
 *   no row means the default for their kind of account. mail_settings: quiet hours and the weekly
 *   digest's day and hour; no row means the defaults.
 * - deliveries: every e-mail (and chat post) goes out through this table, so a send survives a
 *   restart and is retried with backoff; a claim (locked_by/locked_until) makes one process of many
 *   send it, and dedupe_key makes a message that must go once (a digest, a notification to one
 *   person) land once however many processes produce it. The payload is sealed: it can hold a
 *   password-reset link, and is emptied once sent.
 * - delivery_cursors: how far the notification fan-out has read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email', 'text').execute();
  await db.schema.alterTable('users').addColumn('email_confirmed_at', 'text').execute();

  await withId(db, db.schema.createTable('email_confirmations'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('email_confirmations_user').on('email_confirmations').column('user_id').execute();

  await withId(db, db.schema.createTable('notification_preferences'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('notification_preferences_user_kind', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('mail_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('quiet_start_hour', 'integer')
    .addColumn('quiet_end_hour', 'integer')
    .addColumn('digest_day', 'integer')
    .addColumn('digest_hour', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('deliveries'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('recipient_user_id', 'integer')
    .addColumn('project_id', 'integer')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('seal_context', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('deliveries_due').on('deliveries').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('delivery_cursors')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The fan-out starts after what is already recorded: nobody is e-mailed old news.
  await sql`INSERT INTO delivery_cursors (name, position, updated_at)
    SELECT 'notification_mail', COALESCE(MAX(id), 0), ${new Date().toISOString()} FROM notifications`.execute(db);
}
