import { sql, type Kysely } from 'kysely';
import { withId, withTimestamps } from '../schema-helpers.js';

/**
 * Chat integration (issue 34 §5, decisions/0043): a room of Slack, Microsoft Teams or Chatwork that
 * a project's notifications of the chosen kinds are posted to — one project's, or its company's for
 * every project of the company (exactly one of project_id and company_id). The webhook URL (Slack,
 * Teams) or the API token (Chatwork) is sealed (secret_box, lib/secret-box) under SECRETS_KEY with
 * seal_context as additional data, never stored in clear; secret_hint keeps its last four characters.
 * last_* is the outcome of the latest post, shown to staff. Posts go through the outbox (0030).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('chat_channels'))
      .addColumn('project_id', 'integer', (c) => c.references('projects.id'))
      .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
      .addColumn('service', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('audience', 'text', (c) => c.notNull())
      // Notification kinds, comma-separated in the settings' order.
      .addColumn('kinds', 'text', (c) => c.notNull())
      .addColumn('room_id', 'text')
      .addColumn('seal_context', 'text', (c) => c.notNull())
      .addColumn('secret_box', 'text', (c) => c.notNull())
      .addColumn('secret_hint', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer')
      .addColumn('last_status', 'text')
      .addColumn('last_at', 'text')
      .addColumn('last_error', 'text')
      .addCheckConstraint('chat_channels_owner', sql`(project_id is null) <> (company_id is null)`)
      .addCheckConstraint('chat_channels_service', sql`service in ('slack', 'teams', 'chatwork')`)
      .addCheckConstraint('chat_channels_audience', sql`audience in ('client', 'staff')`),
  ).execute();
  await db.schema.createIndex('chat_channels_project').on('chat_channels').column('project_id').execute();
  await db.schema.createIndex('chat_channels_company').on('chat_channels').column('company_id').execute();
  // The chat fan-out (modules/chat/chat-fanout.ts) starts after what is already recorded, as the
  // e-mail one does (0030): no room is told old news.
  await sql`INSERT INTO delivery_cursors (name, position, updated_at)
    SELECT 'notification_chat', COALESCE(MAX(id), 0), ${new Date().toISOString()} FROM notifications`.execute(db);
}
