import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';

export interface NewDelivery {
  channel: string;
  kind: string;
  target: string;
  recipientUserId: number | null;
  projectId: number | null;
  subject: string;
  sealContext: string;
  payload: string;
  dedupeKey: string | null;
  nextAttemptAt: string;
}

/** Queues a message; false when one with the same dedupe key is already there (sent once, however many ask). */
export async function insertDelivery(db: Db, d: NewDelivery): Promise<boolean> {
  const result = await db
    .insertInto('deliveries')
    .values({
      channel: d.channel,
      kind: d.kind,
      target: d.target,
      recipient_user_id: d.recipientUserId,
      project_id: d.projectId,
      subject: d.subject,
      seal_context: d.sealContext,
      payload: d.payload,
      dedupe_key: d.dedupeKey,
      status: 'pending',
      next_attempt_at: d.nextAttemptAt,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Pending messages whose time has come and that no live process holds, oldest first. */
export function dueDeliveryIds(db: Db, now: string, limit: number) {
  return db
    .selectFrom('deliveries')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes one message for this process until `until`: the conditional update lands in one process
 * only, on either engine, so two processes never send the same message. A process that dies
 * holding one lets it go when `until` passes.
 */
export async function claimDelivery(db: Db, id: number, holder: string, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('deliveries')
    .set({ locked_by: holder, locked_until: until })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function claimedDelivery(db: Db, id: number, holder: string) {
  return db
    .selectFrom('deliveries')
    .selectAll()
    .where('id', '=', id)
    .where('locked_by', '=', holder)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export async function markDeliverySent(db: Db, id: number, holder: string): Promise<void> {
  await db
    .updateTable('deliveries')
    .set((eb) => ({
      status: 'sent',
      sent_at: nowIso(),
      payload: '',
      attempts: eb('attempts', '+', 1),
      locked_by: null,
      locked_until: null,
      last_error: null,
    }))
    .where('id', '=', id)
    .where('locked_by', '=', holder)
    .execute();
}

/** A failed try: again at nextAttemptAt, or (null) given up for good. holder null: whoever holds it. */
export async function markDeliveryFailed(
  db: Db,
  id: number,
  holder: string | null,
  error: string,
  nextAttemptAt: string | null,
): Promise<void> {
  await db
    .updateTable('deliveries')
    .set((eb) => ({
      status: nextAttemptAt === null ? 'failed' : 'pending',
      attempts: eb('attempts', '+', 1),
      last_error: error,
      next_attempt_at: nextAttemptAt ?? nowIso(),
      locked_by: null,
      locked_until: null,
    }))
    .where('id', '=', id)
    .$if(holder !== null, (q) => q.where('locked_by', '=', holder))
    .execute();
}

/** An administrator's 再送: a failed message is tried again now, with its tries counted afresh. */
export async function requeueDelivery(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('deliveries')
    .set({ status: 'pending', attempts: 0, next_attempt_at: nowIso(), locked_by: null, locked_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** For administrators: what is waiting and what failed, and the latest sent; never the payload. */
export function listDeliveries(db: Db, status: 'pending' | 'failed' | 'sent', limit: number) {
  return db
    .selectFrom('deliveries')
    .leftJoin('users', 'users.id', 'deliveries.recipient_user_id')
    .leftJoin('projects', 'projects.id', 'deliveries.project_id')
    .select([
      'deliveries.id',
      'deliveries.channel',
      'deliveries.kind',
      'deliveries.target',
      'deliveries.subject',
      'deliveries.status',
      'deliveries.attempts',
      'deliveries.next_attempt_at',
      'deliveries.last_error',
      'deliveries.created_at',
      'deliveries.sent_at',
      'users.name as recipient_name',
      'projects.project_name',
    ])
    .where('deliveries.status', '=', status)
    .orderBy('deliveries.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countDeliveries(db: Db) {
  const rows = await db
    .selectFrom('deliveries')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

export async function cursorPosition(db: Db, name: string): Promise<number | null> {
  const row = await db.selectFrom('delivery_cursors').select('position').where('name', '=', name).executeTakeFirst();
  return row ? Number(row.position) : null;
}

/** Moves a cursor forward only: a slower process never moves it back. */
export async function advanceCursor(db: Db, name: string, position: number): Promise<void> {
  await db
    .insertInto('delivery_cursors')
    .values({ name, position, updated_at: nowIso() })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ position, updated_at: nowIso() })
        .where('delivery_cursors.position', '<', position),
    )
    .execute();
}

export function pendingSealedPayloads(db: Db) {
  return db
    .selectFrom('deliveries')
    .select(['id', 'seal_context', 'payload'])
    .where('status', '=', 'pending')
    .execute();
}

export async function replacePayload(db: Db, id: number, payload: string): Promise<void> {
  await db.updateTable('deliveries').set({ payload }).where('id', '=', id).execute();
}

export async function existingDedupeKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('deliveries').select('dedupe_key').where('dedupe_key', 'in', keys).execute();
  return new Set(rows.map((r) => r.dedupe_key ?? ''));
}

/** A once-only message found to have nothing to say: kept as 'skipped' so no process composes it again. */
export async function insertSkipped(db: Db, d: { kind: string; recipientUserId: number; dedupeKey: string }) {
  const at = nowIso();
  await db
    .insertInto('deliveries')
    .values({
      channel: 'email',
      kind: d.kind,
      target: '',
      recipient_user_id: d.recipientUserId,
      subject: '',
      seal_context: '',
      payload: '',
      dedupe_key: d.dedupeKey,
      status: 'skipped',
      next_attempt_at: at,
      created_at: at,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/** Sent and skipped messages created before the cutoff; waiting and failed ones stay. */
export async function deleteSettledDeliveriesBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('deliveries')
    .where('status', 'in', ['sent', 'skipped'])
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
