import type { ShareTargetKind } from '@kaizen/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/types.js';

const columns = [
  'share_links.id',
  'share_links.project_id',
  'share_links.company_id',
  'share_links.target_kind',
  'share_links.target_id',
  'share_links.target_title',
  'share_links.password_hash',
  'share_links.expires_at',
  'share_links.created_at',
  'share_links.revoked_at',
  'share_links.view_count',
  'share_links.last_viewed_at',
] as const;

function withCreator(db: Db) {
  return db
    .selectFrom('share_links')
    .leftJoin('users', 'users.id', 'share_links.created_by')
    .select([...columns, 'users.name as created_by_name']);
}

export type ShareLinkRow = NonNullable<Awaited<ReturnType<typeof findLinkById>>>;

export async function insertLink(
  db: Db,
  row: {
    token_hash: string;
    project_id: number;
    company_id: number;
    target_kind: ShareTargetKind;
    target_id: number;
    target_title: string;
    password_hash: string | null;
    expires_at: string;
    created_by: number;
    created_at: string;
  },
): Promise<number> {
  const inserted = await db.insertInto('share_links').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export function findLinkById(db: Db, id: number) {
  return withCreator(db).where('share_links.id', '=', id).executeTakeFirst();
}

/** The link a token opens, whatever its state: the caller decides, so every miss answers alike. */
export function findLinkByTokenHash(db: Db, tokenHash: string) {
  return withCreator(db).where('share_links.token_hash', '=', tokenHash).executeTakeFirst();
}

/** A project's links, or one item's; newest first. */
export function listLinks(db: Db, projectId: number, target?: { kind: ShareTargetKind; id: number }) {
  let query = withCreator(db).where('share_links.project_id', '=', projectId);
  if (target) {
    query = query.where('share_links.target_kind', '=', target.kind).where('share_links.target_id', '=', target.id);
  }
  return query.orderBy('share_links.created_at', 'desc').orderBy('share_links.id', 'desc').execute();
}

/** Revokes a live link; a link already revoked keeps its first time. Answers whether this call revoked it. */
export async function revokeLink(db: Db, id: number, by: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('share_links')
    .set({ revoked_at: at, revoked_by: by })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** One more view, counted in the database so concurrent views on several processes all count. */
export async function countView(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('share_links')
    .set({ view_count: sql<number>`view_count + 1`, last_viewed_at: at })
    .where('id', '=', id)
    .execute();
}
