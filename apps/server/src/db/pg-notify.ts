import { sql, type Kysely } from 'kysely';

/** PostgreSQL's NOTIFY, through the pool: delivered to every connection LISTENing on the channel. */
export async function pgNotify<DB>(db: Kysely<DB>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
