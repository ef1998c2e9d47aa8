import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers.js';

/**
 * Share links (issue 34 §6, decisions/0042): a read-only link to a report or a project's overview.
 * token_hash is the SHA-256 of the 256-bit token (the token itself is never stored); password_hash is
 * argon2id like the users' or null. project_id is the project whose client users' view the link
 * shows, company_id their company (a link opens as one of them). Rows are kept after revocation or expiry, so staff still see what was shared and how often.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('share_links'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id'))
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('target_kind', 'text', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('target_title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by', 'integer')
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_viewed_at', 'text')
    .execute();
  await db.schema
    .createIndex('share_links_target')
    .on('share_links')
    .columns(['project_id', 'target_kind', 'target_id'])
    .execute();
}
