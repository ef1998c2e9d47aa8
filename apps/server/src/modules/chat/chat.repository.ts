import type { Insertable, Updateable } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { ChatChannelsTable, Db } from '../../db/types.js';

export type NewChannel = Omit<Insertable<ChatChannelsTable>, 'id' | 'created_at' | 'updated_at'>;
export type ChannelColumns = Omit<Updateable<ChatChannelsTable>, 'id' | 'project_id' | 'company_id' | 'created_at'>;

/** The channels a project's section lists: its own and its company's, oldest first. */
export function channelsOfProject(db: Db, projectId: number, companyId: number) {
  return db
    .selectFrom('chat_channels')
    .selectAll()
    .where((eb) => eb.or([eb('project_id', '=', projectId), eb('company_id', '=', companyId)]))
    .orderBy('id')
    .execute();
}

export type ChannelRow = Awaited<ReturnType<typeof channelsOfProject>>[number];

export function findChannel(db: Db, id: number) {
  return db.selectFrom('chat_channels').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertChannel(db: Db, values: NewChannel): Promise<number> {
  const at = nowIso();
  const row = await db
    .insertInto('chat_channels')
    .values({ ...values, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateChannel(db: Db, id: number, columns: ChannelColumns): Promise<void> {
  await db
    .updateTable('chat_channels')
    .set({ ...columns, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deleteChannel(db: Db, id: number): Promise<void> {
  await db.deleteFrom('chat_channels').where('id', '=', id).execute();
}

/**
 * Keeps a post's outcome on its channel, unless the webhook URL or token was replaced (or the channel
 * deleted) while it was on its way: then it tells nothing about what is stored now.
 */
export async function storeResult(
  db: Db,
  id: number,
  sealed: string,
  result: { status: 'sent' | 'failed'; at: string; error: string | null },
): Promise<void> {
  await db
    .updateTable('chat_channels')
    .set({ last_status: result.status, last_at: result.at, last_error: result.error })
    .where('id', '=', id)
    .where('secret_box', '=', sealed)
    .execute();
}

/**
 * The channels a notification of the project may go to: the project's own and its company's, of a
 * live project of a live company, that chose the kind.
 */
export function channelsForProject(db: Db, projectId: number) {
  return db
    .selectFrom('projects')
    .innerJoin('companies', 'companies.id', 'projects.company_id')
    .innerJoin('chat_channels', (join) =>
      join.on((eb) =>
        eb.or([
          eb('chat_channels.project_id', '=', eb.ref('projects.id')),
          eb('chat_channels.company_id', '=', eb.ref('projects.company_id')),
        ]),
      ),
    )
    .selectAll('chat_channels')
    .select('projects.company_id as project_company_id')
    .where('projects.id', '=', projectId)
    .where('projects.is_deleted', '=', 0)
    .where('companies.is_deleted', '=', 0)
    .orderBy('chat_channels.id')
    .execute();
}

/** Every stored secret, for re-sealing under a new SECRETS_KEY. */
export function sealedChannelSecrets(db: Db) {
  return db.selectFrom('chat_channels').select(['id', 'seal_context', 'secret_box']).orderBy('id').execute();
}

export async function replaceChannelSecret(db: Db, id: number, sealed: string): Promise<void> {
  await db.updateTable('chat_channels').set({ secret_box: sealed }).where('id', '=', id).execute();
}

/** The names of the users given (a comment's mentioned people), by id. */
export async function userNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}
